import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of this response (made per request by server.js), for the inline scripts the
 * document renders. Empty in the browser: it hides the attribute's value once the page is parsed.
 */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export const useNonce = () => useContext(NonceContext);
