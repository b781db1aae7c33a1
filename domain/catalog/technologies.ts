import type { Technology } from "./types";

/** The technologies row of the home page (spec §2), in the spec's order. */
export const technologies: Technology[] = [
  { name: "React", logo: "/images/tech/react.svg" },
  { name: "PHP", logo: "/images/tech/php.svg" },
  { name: "Laravel", logo: "/images/tech/laravel.svg" },
  { name: "MySQL", logo: "/images/tech/mysql.svg" },
  { name: "JavaScript", logo: "/images/tech/javascript.svg" },
  { name: "Vue.js", logo: "/images/tech/vuejs.svg" },
];
