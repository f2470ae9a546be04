import { HDKey } from '@scure/bip32';
import { secp256k1 } from '@noble/curves/secp256k1';
import { sha256 } from '@noble/hashes/sha2';
import { keccak_256 } from '@noble/hashes/sha3';
import { createBase58check } from '@scure/base';

/** TRON's mainnet address prefix: every address is 0x41 + 20 bytes, so its base58 form starts with T. */
const TRON_PREFIX = 0x41;
const base58check = createBase58check(sha256);

/** The TRON address of a secp256k1 public key: 0x41 + the last 20 bytes of keccak256 of the uncompressed key (without its 04). */
export function tronAddressOfPublicKey(publicKey: Uint8Array): string {
  const uncompressed = secp256k1.ProjectivePoint.fromHex(publicKey).toRawBytes(false);
  const hash = keccak_256(uncompressed.subarray(1));
  const bytes = new Uint8Array(21);
  bytes[0] = TRON_PREFIX;
  bytes.set(hash.subarray(12), 1);
  return base58check.encode(bytes);
}

/**
 * The address of child `index` of an extended public key (BIP32, non-hardened): the server derives
 * deposit addresses without ever holding a private key.
 */
export function deriveTronAddress(extendedPublicKey: string, index: number): string {
  const child = HDKey.fromExtendedKey(extendedPublicKey).deriveChild(index);
  if (!child.publicKey) throw new Error('The extended key derived no public key');
  return tronAddressOfPublicKey(child.publicKey);
}

/** Whether a text is a TRON address: base58check with a valid checksum, 21 bytes, prefix 0x41. */
export function isTronAddress(value: string): boolean {
  try {
    const bytes = base58check.decode(value);
    return bytes.length === 21 && bytes[0] === TRON_PREFIX;
  } catch {
    return false;
  }
}

/** Whether a text is an extended public key (a private one is not: it must never be on the server). */
export function isExtendedPublicKey(value: string): boolean {
  try {
    const key = HDKey.fromExtendedKey(value);
    return key.publicKey !== null && key.privateKey === null;
  } catch {
    return false;
  }
}
