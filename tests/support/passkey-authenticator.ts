/**
 * A software authenticator for Vitest: answers a WebAuthn registration or sign-in as a browser and a platform
 * authenticator would (ES256 keys from node:crypto, attestation "none", CBOR through @simplewebauthn's published
 * helpers), so that the server's verification runs end to end without a browser. Each answer can be bent (another
 * origin, host, challenge or counter, no user verification) to show what the server refuses.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { isoCBOR } from "@simplewebauthn/server/helpers";

type Cbor = Parameters<typeof isoCBOR.encode>[0];

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

type Credential = { id: Buffer; privateKey: KeyObject; cosePublicKey: Uint8Array; userHandle: string; rpId: string; counter: number };

/** How one answer departs from the honest one. */
export type Bend = { origin?: string; rpId?: string; challenge?: string; counter?: number; userVerified?: boolean };

function u32(value: number) {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}

function coseKey(publicKey: KeyObject) {
  const jwk = publicKey.export({ format: "jwk" });
  const key = new Map<number, Cbor>([
    [1, 2], // kty: EC2
    [3, -7], // alg: ES256
    [-1, 1], // crv: P-256
    [-2, Buffer.from(jwk.x!, "base64url")],
    [-3, Buffer.from(jwk.y!, "base64url")],
  ]);
  return isoCBOR.encode(key);
}

function clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin: string) {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

export class SoftwareAuthenticator {
  readonly credentials: Credential[] = [];

  constructor(private readonly origin = "http://localhost") {}

  /** Creates a credential for the options' relying party and user, as `navigator.credentials.create` answers. */
  register(options: PublicKeyCredentialCreationOptionsJSON, bend: Bend = {}): RegistrationResponseJSON {
    const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const rpId = bend.rpId ?? options.rp.id ?? new URL(this.origin).hostname;
    const credential: Credential = { id: randomBytes(16), privateKey, cosePublicKey: coseKey(publicKey), userHandle: options.user.id, rpId, counter: bend.counter ?? 0 };
    const flags = FLAG_USER_PRESENT | FLAG_ATTESTED_DATA | (bend.userVerified === false ? 0 : FLAG_USER_VERIFIED);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const authData = Buffer.concat([sha256(rpId), Buffer.from([flags]), u32(credential.counter), Buffer.alloc(16), idLength, credential.id, credential.cosePublicKey]);
    const attestationObject = isoCBOR.encode(new Map<string, Cbor>([["fmt", "none"], ["attStmt", new Map<string, Cbor>()], ["authData", authData]]));
    this.credentials.push(credential);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: "public-key",
      response: { clientDataJSON: b64url(clientData("webauthn.create", bend.challenge ?? options.challenge, bend.origin ?? this.origin)), attestationObject: b64url(attestationObject), transports: ["internal"] },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /**
   * Signs the options' challenge with a credential of their relying party (the newest, or the one named), as
   * `navigator.credentials.get` answers; the counter moves on by one unless the bend sets it.
   */
  authenticate(options: PublicKeyCredentialRequestOptionsJSON, bend: Bend & { credentialId?: string } = {}): AuthenticationResponseJSON {
    const rpId = options.rpId ?? new URL(this.origin).hostname;
    const credential = [...this.credentials].reverse().find((candidate) => (bend.credentialId ? b64url(candidate.id) === bend.credentialId : candidate.rpId === rpId));
    if (!credential) throw new Error(`No credential for ${rpId}`);
    credential.counter = bend.counter ?? credential.counter + 1;
    const flags = FLAG_USER_PRESENT | (bend.userVerified === false ? 0 : FLAG_USER_VERIFIED);
    const authData = Buffer.concat([sha256(bend.rpId ?? credential.rpId), Buffer.from([flags]), u32(credential.counter)]);
    const data = clientData("webauthn.get", bend.challenge ?? options.challenge, bend.origin ?? this.origin);
    const signature = sign("sha256", Buffer.concat([authData, sha256(data)]), credential.privateKey);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: "public-key",
      response: { clientDataJSON: b64url(data), authenticatorData: b64url(authData), signature: b64url(signature), userHandle: credential.userHandle },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }
}
