/** The API reference's pages: `/api/docs`, and each tag's operations (with the schemas they bring in) at `/api/docs/{tag}`. */
export const REFERENCE_PATH = "/api/docs";
