import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

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
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
    },
  },
  {
    // Browser code takes zod from domain/zod.ts, which turns off its eval probe (the CSP forbids eval).
    files: ["app/**/*.{ts,tsx}", "domain/**/*.ts"],
    ignores: ["domain/zod.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { paths: [{ name: "zod", message: "Import { z } from domain/zod.ts (CSP: no eval in the browser).", allowTypeImports: true }] }],
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: { globals: globals.node },
  },
);
