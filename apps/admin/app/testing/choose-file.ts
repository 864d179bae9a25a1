import { fireEvent } from "@testing-library/react";

/** Picks `file` in a file input, as a staff member choosing it would. */
export function chooseFile(input: HTMLElement, file: File): void {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  (input as HTMLInputElement).files = transfer.files;
  fireEvent.change(input);
}
