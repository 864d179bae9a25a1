import { describe, expect, it } from "vitest";
import type { Config } from "../platform/config";
import { OpsUsageError } from "../platform/ops-commands";
import { memoryStorage } from "../platform/storage";
import { type OpsCommand, runOps } from "./ops-command";

const ran: string[][] = [];
const commands: OpsCommand[] = [
  {
    name: "things:touch",
    usage: "<id>",
    summary: "Touches one thing.",
    async run(args) {
      if (args.length !== 1 || !/^\d+$/.test(args[0] ?? "")) throw new OpsUsageError("<id> must be a number");
      ran.push(args);
    },
  },
  {
    name: "things:break",
    usage: "",
    summary: "Fails.",
    async run() {
      throw new Error("the database is gone");
    },
  },
];

function context() {
  const lines: string[] = [];
  // The commands above use neither the database, the configuration nor the order lifecycle.
  const ctx = {
    db: {} as never,
    config: {} as Config,
    storage: memoryStorage(),
    lifecycle: {} as never,
    print: (line: string) => lines.push(line),
  };
  return { ctx, lines };
}

describe("runOps", () => {
  it("runs the named command with its arguments", async () => {
    const { ctx } = context();
    expect(await runOps(commands, ["things:touch", "42"], ctx)).toBe(0);
    expect(ran).toContainEqual(["42"]);
  });

  it("lists the commands for no name or help, and refuses an unknown name", async () => {
    const listed = context();
    expect(await runOps(commands, [], listed.ctx)).toBe(0);
    expect(listed.lines).toContain("  things:touch <id>");
    expect(listed.lines).toContain("      Touches one thing.");
    const unknown = context();
    expect(await runOps(commands, ["things:fly"], unknown.ctx)).toBe(2);
    expect(unknown.lines[0]).toBe("unknown command: things:fly");
  });

  it("prints a usage error with the command's usage", async () => {
    const { ctx, lines } = context();
    expect(await runOps(commands, ["things:touch", "x"], ctx)).toBe(2);
    expect(lines).toEqual(["<id> must be a number", "usage: npm run ops -- things:touch <id>"]);
  });

  it("lets any other failure through", async () => {
    await expect(runOps(commands, ["things:break"], context().ctx)).rejects.toThrow("the database is gone");
  });
});
