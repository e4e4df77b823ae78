import Codegen from "@qgustavor/stream-audio-fingerprint";

/** The rate and format the landmark fingerprinter expects: 22,050 Hz mono 16-bit PCM. */
export const FINGERPRINT_SAMPLE_RATE = 22_050;

/** Landmark hashes of a recording and the frame each occurs at, in parallel arrays. */
export interface Fingerprint {
  hashes: number[];
  offsets: number[];
}

/**
 * Collects the landmark fingerprint (pairs of spectral peaks hashed with their distance in time) of
 * PCM as it streams. The same recording gives the same hashes at the same relative times whatever
 * its encoding or level; different music gives few, and at no consistent offset.
 */
export class FingerprintCollector {
  private readonly codegen = new Codegen();
  readonly hashes: number[] = [];
  readonly offsets: number[] = [];

  push(chunk: Uint8Array): void {
    const { tcodes, hcodes } = this.codegen.process(chunk);
    for (let i = 0; i < hcodes.length; i++) {
      // Stored as a Postgres integer: fold the unsigned hash into the signed 32-bit range.
      this.hashes.push(hcodes[i]! | 0);
      this.offsets.push(tcodes[i]!);
    }
  }

  finish(): Fingerprint {
    return { hashes: this.hashes, offsets: this.offsets };
  }
}
