// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { describedText } from "../testing/described-by";
import { Button, buttonClass } from "./button";
import { digitsOnly, fieldValue, SelectField, TextField } from "./field";
import { FormError } from "./form-error";
import { PASSWORD_MAX_LENGTH, PasswordField, ShowPasswords } from "./password-field";

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

describe("TextField", () => {
  it("is a plain labelled form control in the server's HTML", () => {
    const html = renderToString(
      <form method="post">
        <TextField
          id="email"
          name="email"
          label="E-mail"
          type="email"
          required
          maxLength={254}
          defaultValue="a@b.in"
        />
      </form>,
    );
    expect(html).toContain('<label for="email" class="field__label">E-mail</label>');
    document.body.innerHTML = html;
    const input = document.querySelector("input") as HTMLInputElement;
    expect(input.labels?.[0]?.textContent).toBe("E-mail");
    expect([input.name, input.type, input.required, input.maxLength, input.value]).toEqual([
      "email",
      "email",
      true,
      254,
      "a@b.in",
    ]);
  });

  it("ties its hint and error to the input, after the form's own description, and says it is invalid", () => {
    render(
      <>
        <p id="form-note">From the form</p>
        <TextField
          id="mobile"
          label="Mobile number"
          hint="10 digits"
          error="Enter a valid number"
          aria-describedby="form-note"
        />
      </>,
    );
    const input = screen.getByLabelText("Mobile number");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(input)).toBe("From the form | 10 digits | Enter a valid number");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("announces its error as it appears with liveError, and can be invalid without a message", () => {
    render(<TextField id="a" label="A" error="Required" liveError />);
    expect(screen.getByRole("alert").textContent).toBe("Required");
    cleanup();
    render(<TextField id="b" label="B" invalid />);
    const input = screen.getByLabelText("B");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.hasAttribute("aria-describedby")).toBe(false);
    expect(input.closest(".field")?.classList.contains("field--invalid")).toBe(true);
  });
});

describe("SelectField", () => {
  it("offers its options under a label, with its error tied to it", () => {
    const options = [
      { label: "Select", value: "" },
      { label: "Female", value: "FEMALE" },
    ];
    render(<SelectField id="gender" name="gender" label="Gender" options={options} error="Choose one" />);
    const select = screen.getByLabelText("Gender") as HTMLSelectElement;
    expect(select.name).toBe("gender");
    expect([...select.options].map((option) => option.value)).toEqual(["", "FEMALE"]);
    expect(describedText(select)).toBe("Choose one");
  });
});

describe("PasswordField", () => {
  it("has its own Show/Hide button, and the API's length limit", () => {
    render(<PasswordField id="password" name="password" label="Password" autoComplete="current-password" />);
    const input = screen.getByLabelText("Password") as HTMLInputElement;
    expect(input.type).toBe("password");
    expect(input.maxLength).toBe(PASSWORD_MAX_LENGTH);
    expect(input.getAttribute("autocapitalize")).toBe("none");
    expect(input.getAttribute("spellcheck")).toBe("false");
    fireEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(input.type).toBe("text");
    const hide = screen.getByRole("button", { name: "Hide password" });
    expect(hide.getAttribute("aria-pressed")).toBe("true");
    expect(hide.getAttribute("aria-controls")).toBe("password");
  });

  it("follows the form's visibility when given one, and can refuse pasting, saying so", () => {
    render(<PasswordField id="confirm" label="Confirm password" visible blockPaste />);
    const input = screen.getByLabelText("Confirm password") as HTMLInputElement;
    expect(input.type).toBe("text");
    expect(screen.queryByRole("button")).toBeNull();
    expect(fireEvent.paste(input)).toBe(false);
    expect(fireEvent.drop(input)).toBe(false);
    expect(describedText(input)).toBe(
      "Pasting is turned off for this field: please type the password again.",
    );
  });
});

describe("ShowPasswords", () => {
  it("reports its state, and honours a box ticked before hydration", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<ShowPasswords id="show" onChange={() => {}} />);
    document.body.append(container);
    (container.querySelector("input") as HTMLInputElement).checked = true;
    const onChange = vi.fn();
    await act(async () => {
      hydrateRoot(container, <ShowPasswords id="show" onChange={onChange} />);
    });
    expect(onChange).toHaveBeenCalledWith(true);
    fireEvent.click(screen.getByRole("checkbox", { name: "Show passwords" }));
    expect(onChange).toHaveBeenLastCalledWith(false);
  });
});

describe("FormError", () => {
  it("is a live alert before it has a message", () => {
    const { rerender } = render(<FormError message={null} />);
    expect(screen.getByRole("alert").textContent).toBe("");
    rerender(<FormError message="Something went wrong" />);
    expect(screen.getByRole("alert").textContent).toBe("Something went wrong");
  });
});

describe("Button", () => {
  it("is a plain button unless it submits, in the site's look", () => {
    const html = renderToString(
      <>
        <Button>Retry</Button>
        <Button type="submit" variant="secondary" className="wide" disabled>
          Save
        </Button>
      </>,
    );
    expect(html).toBe(
      '<button type="button" class="button button--primary">Retry</button>' +
        '<button type="submit" disabled class="button button--secondary wide">Save</button>',
    );
    expect(buttonClass("secondary", "load-more")).toBe("button button--secondary load-more");
  });
});

describe("field helpers", () => {
  it("keeps digits only, and reads a named input of a form as typed", () => {
    expect(digitsOnly("98-765 43210x", 10)).toBe("9876543210");
    render(
      <form>
        <input name="newPassword" defaultValue=" secret " />
      </form>,
    );
    const form = document.querySelector("form") as HTMLFormElement;
    expect(fieldValue(form, "newPassword")).toBe(" secret ");
    expect(fieldValue(form, "missing")).toBe("");
  });
});
