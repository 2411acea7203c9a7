// Puts English's catalogue (client/locales/en.ftl) in use for the tests that run the page's
// modules in node, where no page loads it: import this first.

import { readFileSync } from "node:fs";

import { useCatalogues } from "../../client/web/i18n.js";

useCatalogues([["en", readFileSync(new URL("../../client/locales/en.ftl", import.meta.url), "utf8")]]);
