import { schema, type Transaction } from "@odin/db";

const { contactMessages } = schema;

/** Stores a contact-form message and answers its id. */
export async function insertContactMessage(
  tx: Transaction,
  message: { name: string; email: string; subject: string; message: string },
): Promise<number> {
  const [row] = await tx.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  if (!row) throw new Error("the contact message was not stored");
  return row.id;
}
