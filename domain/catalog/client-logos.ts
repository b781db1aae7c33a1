import type { ClientLogo } from "./types";

/** The six static client logos of the home carousel (spec §3); the clients are fictional. */
export const clientLogos: ClientLogo[] = [
  { id: 1, name: "Northwind Traders", logo: "/images/clients/northwind.svg" },
  { id: 2, name: "Lotus Textiles", logo: "/images/clients/lotus-textiles.svg" },
  { id: 3, name: "Bengal Foods", logo: "/images/clients/bengal-foods.svg" },
  { id: 4, name: "Rivergate Properties", logo: "/images/clients/rivergate.svg" },
  { id: 5, name: "Orbit Logistics", logo: "/images/clients/orbit-logistics.svg" },
  { id: 6, name: "GreenLeaf Organics", logo: "/images/clients/greenleaf.svg" },
];
