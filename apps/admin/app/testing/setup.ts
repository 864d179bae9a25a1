/**
 * Runs before every file of the `admin` project (vitest.config.ts). Testing Library's `findBy*` and
 * `waitFor` give up after 1 s by default, which a busy machine can exceed without anything being
 * wrong; they wait up to 15 s here, still inside the 30 s a test may take.
 */
import { configure } from "@testing-library/dom";

configure({ asyncUtilTimeout: 15_000 });
