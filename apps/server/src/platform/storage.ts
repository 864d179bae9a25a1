import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { AwsClient } from "aws4fetch";

/**
 * Where uploaded and imported files live (review photos, style photographs): a local directory by
 * default, an S3-compatible bucket by configuration (docs/decisions/0034-object-storage-and-ops-commands.md).
 * Callers name objects by key; they never see paths or bucket URLs.
 */
export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface ObjectStorage {
  /** Keys: lower-case letters, digits, '/', '.', '_' and '-', no '..', at most 512 characters. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
}

export type StorageConfig =
  | { kind: "local"; dir: string }
  | {
      kind: "s3";
      /** Path-style endpoint, e.g. https://s3.ap-south-1.amazonaws.com or a MinIO origin. */
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
    };

const KEY = /^[a-z0-9][a-z0-9/._-]{0,511}$/;

/** Throws for a key outside the allowed alphabet or one that could climb out of its directory. */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.includes("..") || key.includes("//") || key.endsWith("/")) {
    throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  }
}

export function createObjectStorage(config: StorageConfig): ObjectStorage {
  return config.kind === "local" ? localStorage(config.dir) : s3Storage(config);
}

/**
 * Files under `dir`, each with a `.type` file beside it holding its content type. A write goes to a
 * temporary name and is renamed into place, so a reader never sees half a file.
 */
function localStorage(dir: string): ObjectStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(dir, key);
  };
  return {
    async put(key, body, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(`${path}.type`, contentType);
      await writeFile(temporary, body);
      await rename(temporary, path);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const [body, contentType] = await Promise.all([readFile(path), readFile(`${path}.type`, "utf8")]);
        return { body, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      const path = pathOf(key);
      await Promise.all([rm(path, { force: true }), rm(`${path}.type`, { force: true })]);
    },
  };
}

/** An S3-compatible bucket through its REST API, requests signed (SigV4) by aws4fetch. */
function s3Storage(config: Extract<StorageConfig, { kind: "s3" }>): ObjectStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: "s3",
  });
  const base = `${config.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(config.bucket)}`;
  const urlOf = (key: string) => {
    assertStorageKey(key);
    return `${base}/${key}`;
  };
  const failed = async (response: Response, action: string) =>
    new Error(`storage ${action} failed: ${response.status} ${(await response.text()).slice(0, 200)}`);
  return {
    async put(key, body, contentType) {
      const response = await client.fetch(urlOf(key), {
        method: "PUT",
        body: new Uint8Array(body),
        headers: { "content-type": contentType },
      });
      if (!response.ok) throw await failed(response, "put");
    },
    async get(key) {
      const response = await client.fetch(urlOf(key), { method: "GET" });
      if (response.status === 404) return null;
      if (!response.ok) throw await failed(response, "get");
      return {
        body: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get("content-type") ?? "application/octet-stream",
      };
    },
    async delete(key) {
      const response = await client.fetch(urlOf(key), { method: "DELETE" });
      if (!response.ok && response.status !== 404) throw await failed(response, "delete");
    },
  };
}

/** Objects in process memory, for unit tests of code that stores files. */
export function memoryStorage(): ObjectStorage {
  const objects = new Map<string, StoredObject>();
  return {
    async put(key, body, contentType) {
      assertStorageKey(key);
      objects.set(key, { body: Buffer.from(body), contentType });
    },
    async get(key) {
      assertStorageKey(key);
      return objects.get(key) ?? null;
    },
    async delete(key) {
      assertStorageKey(key);
      objects.delete(key);
    },
  };
}
