import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * One import style for the two shared top folders (issue 40 item 4): domain/ and server/ are named
 * #domain/… and #server/… (package.json "imports") from everywhere, never reached by climbing `../`;
 * and nothing climbs three folders.
 */
const noDeepRelative = {
  regex: "^(\\.\\./)+(domain|server)/|^(\\.\\./){3,}",
  message: 'Import from #domain/… or #server/… (package.json "imports") instead of climbing folders.',
};
/** A feature folder (app/features/X) may not import another one: what both need goes to app/components or app/lib. */
const noSiblingFeature = {
  regex: "^\\.\\./(?!\\.\\.)[^/]+/",
  message: "Feature folders do not import each other: move what both need to app/components or app/lib.",
};
/**
 * Server-only code is marked (issue 40 item 4): in app/ and domain/, only a route module (its loader
 * and action, which React Router keeps out of the browser), app/root.tsx, app/entry.server.tsx and a
 * module named *.server.ts(x) — which React Router refuses to bundle for the browser — may take a
 * value from #server/…; the rest takes types only.
 */
const serverValuesOnServer = {
  regex: "^#server/",
  allowTypeImports: true,
  message:
    "Only route modules and *.server.ts modules take values from #server/… (the browser must never load them); import types only, or name this module *.server.ts.",
};
// Browser code takes zod from domain/zod.ts, which turns off its eval probe (the CSP forbids eval).
const zodThroughDomain = {
  name: "zod",
  message: "Import { z } from domain/zod.ts (CSP: no eval in the browser).",
  allowTypeImports: true,
};

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/", "public/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
  // One rule, set per folder (a later block replaces an earlier one's options for its files).
  {
    files: ["**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [noDeepRelative] }] },
  },
  {
    files: ["app/**/*.{ts,tsx}", "domain/**/*.ts"],
    ignores: ["domain/zod.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [zodThroughDomain], patterns: [noDeepRelative, serverValuesOnServer] },
      ],
    },
  },
  {
    files: ["app/features/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [zodThroughDomain], patterns: [noDeepRelative, noSiblingFeature, serverValuesOnServer] },
      ],
    },
  },
  {
    files: [
      "app/routes/**/*.{ts,tsx}",
      "app/root.tsx",
      "app/entry.server.tsx",
      "app/**/*.server.{ts,tsx}",
      "domain/**/*.test.ts",
    ],
    ignores: ["app/features/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { paths: [zodThroughDomain], patterns: [noDeepRelative] }],
    },
  },
  {
    files: ["app/features/**/*.server.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [zodThroughDomain], patterns: [noDeepRelative, noSiblingFeature] },
      ],
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: { globals: globals.node },
  },
);
