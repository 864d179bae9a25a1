/**
 * A growing list of distinct names (colours, occasions, ...) with case-insensitive look-up, so the
 * in-memory catalog stores a small number per style instead of a string.
 */
export class Vocabulary {
  readonly names: string[] = [];
  /** Colour codes of colour names, by the same index. */
  readonly codes: string[] = [];
  private readonly byKey = new Map<string, number>();

  /** The index of `name`, added when new. */
  intern(name: string, code = ""): number {
    const key = name.toLowerCase();
    const known = this.byKey.get(key);
    if (known !== undefined) return known;
    const index = this.names.length;
    this.names.push(name);
    this.codes.push(code);
    this.byKey.set(key, index);
    return index;
  }

  indexOf(name: string): number | undefined {
    return this.byKey.get(name.toLowerCase());
  }

  get size(): number {
    return this.names.length;
  }

  /** A selection mask over the vocabulary: 1 for each of `names` that exists. */
  mask(names: readonly string[]): Uint8Array {
    const mask = new Uint8Array(this.names.length);
    for (const name of names) {
      const index = this.indexOf(name);
      if (index !== undefined) mask[index] = 1;
    }
    return mask;
  }
}
