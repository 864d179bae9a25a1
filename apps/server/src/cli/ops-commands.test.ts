import { describe, expect, it } from "vitest";
import { OPERATOR_COMMANDS } from "../../../admin/app/lib/operator-commands";
import { OPS_COMMANDS } from "./ops-commands";

describe("the back office's Help page", () => {
  it("lists every operator command with its usage and summary, in the command line's order", () => {
    const commands = OPS_COMMANDS.map(({ name, usage, summary }) => ({ name, usage, summary }));
    expect(OPERATOR_COMMANDS).toEqual(commands);
  });
});
