/**
 * Types of Paytm's official checksum package (`paytmchecksum`, plain CommonJS without its own): the
 * static methods of its one class, as PaytmChecksum.js 1.5.1 defines them.
 */
declare module "paytmchecksum" {
  const PaytmChecksum: {
    /** The AES-128-CBC initialisation vector every Paytm checksum uses. */
    iv: string;
    encrypt(input: string, key: string): string;
    decrypt(encrypted: string, key: string): string;
    /** A checksum of a string, or of an object's values sorted by key and joined by `|`. */
    generateSignature(params: string | Record<string, string>, key: string): Promise<string>;
    /** Compares with `===` (not in constant time): Odin's adapter uses verifyPaytmChecksum instead. */
    verifySignature(params: string | Record<string, string>, key: string, checksum: string): boolean;
    getStringByParams(params: Record<string, string>): string;
    /** SHA-256 hex of `params|salt`, followed by the salt. */
    calculateHash(params: string, salt: string): string;
    calculateChecksum(params: string, key: string, salt: string): string;
  };
  export default PaytmChecksum;
}
