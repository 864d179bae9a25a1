import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("storage configuration", () => {
  it("keeps files in the data directory by default, or where ODIN_STORAGE_DIR says", () => {
    expect(loadConfig({ ODIN_DATA_DIR: "/srv/odin" }).storage).toEqual({
      kind: "local",
      dir: "/srv/odin/files",
    });
    expect(loadConfig({ ODIN_STORAGE_DIR: "/mnt/files" }).storage).toEqual({
      kind: "local",
      dir: "/mnt/files",
    });
    expect(loadConfig({ ODIN_DATA_DIR: "memory://" }).storage).toMatchObject({ kind: "local" });
  });

  it("selects an S3-compatible bucket only with its endpoint, bucket and keys", () => {
    const s3 = {
      ODIN_STORAGE: "s3",
      ODIN_S3_ENDPOINT: "https://s3.ap-south-1.amazonaws.com",
      ODIN_S3_BUCKET: "odin-media",
      ODIN_S3_ACCESS_KEY_ID: "AKIDEXAMPLE",
      ODIN_S3_SECRET_ACCESS_KEY: "secret",
    };
    expect(loadConfig(s3).storage).toEqual({
      kind: "s3",
      endpoint: "https://s3.ap-south-1.amazonaws.com",
      bucket: "odin-media",
      region: "ap-south-1",
      accessKeyId: "AKIDEXAMPLE",
      secretAccessKey: "secret",
    });
    expect(() => loadConfig({ ...s3, ODIN_S3_SECRET_ACCESS_KEY: undefined })).toThrow(
      /ODIN_STORAGE=s3 needs/,
    );
    expect(() => loadConfig({ ...s3, ODIN_S3_BUCKET: "Not_A_Bucket" })).toThrow(/ODIN_S3_BUCKET/);
    expect(() => loadConfig({ ...s3, ODIN_S3_ENDPOINT: "ftp://files" })).toThrow(/ODIN_S3_ENDPOINT/);
  });
});
