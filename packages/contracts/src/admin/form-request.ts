import { text } from "../shared/primitives";
import { ADMIN_MESSAGES } from "./messages";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A change's own id, made by its form when it opens (a UUID) and kept as the change's unique
 * reference, so a double submit changes once: a points adjustment, a stock adjustment.
 */
export const formRequestId = text(36).toLowerCase().regex(UUID, { error: ADMIN_MESSAGES.requestIdInvalid });
