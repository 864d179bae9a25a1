import type { ActionFunctionArgs, ClientActionFunctionArgs } from "react-router";

type ServerAction = (args: ActionFunctionArgs) => unknown;
type ClientAction = (args: ClientActionFunctionArgs) => unknown;

/** The plain data of an answer made with React Router's `data()`, as `serverAction()` hands it over. */
function plain(answer: unknown): unknown {
  const wrapped = answer as { type?: unknown; data?: unknown } | null;
  return wrapped && typeof wrapped === "object" && wrapped.type === "DataWithResponseInit"
    ? wrapped.data
    : answer;
}

/**
 * A route's action as a hydrated page runs it, for `createRoutesStub`: the route's `clientAction`
 * around its server `action`, whose answer arrives as plain data.
 */
export function hydratedAction(action: ServerAction, clientAction: ClientAction) {
  return (args: ActionFunctionArgs) =>
    clientAction({
      ...args,
      serverAction: async () => plain(await action(args)),
    } as ClientActionFunctionArgs);
}
