import { mkdtemp, readdir, rm } from "node:fs/promises";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertStorageKey, createObjectStorage, memoryStorage, type ObjectStorage } from "./storage";

const body = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3]);

function behavesAsStorage(name: string, open: () => ObjectStorage) {
  describe(name, () => {
    it("keeps an object with its content type, replaces it, and deletes it", async () => {
      const storage = open();
      await storage.put("reviews/12/a.webp", body, "image/webp");
      expect(await storage.get("reviews/12/a.webp")).toEqual({ body, contentType: "image/webp" });
      await storage.put("reviews/12/a.webp", Buffer.from("x"), "image/png");
      expect(await storage.get("reviews/12/a.webp")).toEqual({
        body: Buffer.from("x"),
        contentType: "image/png",
      });
      await storage.delete("reviews/12/a.webp");
      expect(await storage.get("reviews/12/a.webp")).toBeNull();
      await expect(storage.delete("reviews/12/a.webp")).resolves.toBeUndefined();
    });

    it("refuses keys that could leave their place", async () => {
      const storage = open();
      for (const key of ["../etc/passwd", "a/../../b", "/abs", "Upper.webp", "a//b", "dir/", ""]) {
        await expect(storage.put(key, body, "image/webp")).rejects.toThrow("not a storage key");
        await expect(storage.get(key)).rejects.toThrow("not a storage key");
      }
    });
  });
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "odin-storage-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

behavesAsStorage("a local directory", () => createObjectStorage({ kind: "local", dir }));
behavesAsStorage("process memory", memoryStorage);

describe("a local directory", () => {
  it("leaves no temporary file behind a write", async () => {
    const storage = createObjectStorage({ kind: "local", dir });
    await storage.put("photos/9/front.webp", body, "image/webp");
    expect((await readdir(join(dir, "photos/9"))).sort()).toEqual(["front.webp", "front.webp.type"]);
  });
});

describe("assertStorageKey", () => {
  it("accepts lower-case paths of letters, digits and . _ -", () => {
    expect(() => assertStorageKey("styles/100/front-large_2.webp")).not.toThrow();
    expect(() => assertStorageKey(`a${"b".repeat(512)}`)).toThrow();
  });
});

/** A bucket of an S3-compatible service: path-style objects, every request checked for a SigV4 signature. */
describe("an S3-compatible bucket", () => {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: { method: string; url: string; authorization: string; sha: string }[] = [];
  const server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const authorization = String(request.headers.authorization ?? "");
    seen.push({
      method: request.method ?? "",
      url: request.url ?? "",
      authorization,
      sha: String(request.headers["x-amz-content-sha256"] ?? ""),
    });
    if (!authorization.startsWith("AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/")) {
      response.writeHead(403).end("<Error><Code>AccessDenied</Code></Error>");
      return;
    }
    const key = request.url ?? "";
    if (request.method === "PUT") {
      objects.set(key, { body: Buffer.concat(chunks), type: String(request.headers["content-type"]) });
      response.writeHead(200).end();
    } else if (request.method === "GET") {
      const object = objects.get(key);
      if (!object) response.writeHead(404).end("<Error><Code>NoSuchKey</Code></Error>");
      else response.writeHead(200, { "content-type": object.type }).end(object.body);
    } else if (request.method === "DELETE") {
      objects.delete(key);
      response.writeHead(204).end();
    }
  });
  let endpoint = "";
  beforeAll(async () => {
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
  });
  const open = (secretAccessKey = "secret") =>
    createObjectStorage({
      kind: "s3",
      endpoint,
      bucket: "odin-media",
      region: "ap-south-1",
      accessKeyId: "AKIDEXAMPLE",
      secretAccessKey,
    });

  behavesAsStorage("through its REST API", open);

  it("signs each request for the bucket's region and names objects path-style", async () => {
    await open().put("photos/1/front.webp", body, "image/webp");
    const put = seen.findLast((request) => request.method === "PUT");
    expect(put?.url).toBe("/odin-media/photos/1/front.webp");
    expect(put?.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-south-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/,
    );
    // S3 accepts an unsigned body (the connection's TLS protects it); the headers are signed.
    expect(put?.sha).toBe("UNSIGNED-PAYLOAD");
  });

  it("reports a refusal from the service as an error", async () => {
    const refused = createObjectStorage({
      kind: "s3",
      endpoint,
      bucket: "odin-media",
      region: "ap-south-1",
      accessKeyId: "SOMEONE-ELSE",
      secretAccessKey: "secret",
    });
    await expect(refused.put("photos/1/front.webp", body, "image/webp")).rejects.toThrow(
      "storage put failed: 403",
    );
  });
});
