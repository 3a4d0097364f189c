// What a browser's push service and the browser do with a Web Push request, for tests: RFC 8291
// decryption of an aes128gcm message with the subscriber's private key and auth secret. Plain
// node:crypto, so both bun test and the Playwright tests use it.
import { createDecipheriv, type createECDH, createHmac } from "node:crypto";

export const b64u = (b: Buffer | Uint8Array): string => Buffer.from(b).toString("base64url");

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) => {
  const prk = createHmac("sha256", salt).update(ikm).digest();
  return createHmac("sha256", prk)
    .update(Buffer.concat([info, Buffer.from([1])]))
    .digest()
    .subarray(0, length);
};

/** The plaintext of an aes128gcm push message body. */
export function decryptPush(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const serverKey = body.subarray(21, 21 + idlen);
  const cipher = body.subarray(21 + idlen);
  const shared = ecdh.computeSecret(serverKey);
  const clientKey = ecdh.getPublicKey();
  const ikm = hkdf(auth, shared, Buffer.concat([Buffer.from("WebPush: info\0"), clientKey, serverKey]), 32);
  const cek = hkdf(salt, ikm, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = hkdf(salt, ikm, Buffer.from("Content-Encoding: nonce\0"), 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(cipher.subarray(cipher.length - 16));
  const plain = Buffer.concat([decipher.update(cipher.subarray(0, cipher.length - 16)), decipher.final()]);
  return plain.subarray(0, plain.lastIndexOf(2)).toString("utf8");
}
