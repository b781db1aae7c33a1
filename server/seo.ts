import { services as serviceCatalog } from "../domain/catalog/services";

/** Public pages listed in the sitemap (the 8 service pages are added from the catalogue). */
const PUBLIC_PATHS = ["/", "/about", "/services", "/blogs", "/contact"];

export function robotsTxt(publicUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /dashboard", "", `Sitemap: ${publicUrl}/sitemap.xml`, ""].join("\n");
}

export function sitemapXml(publicUrl: string): string {
  const paths = [...PUBLIC_PATHS, ...serviceCatalog.map((s) => s.link)];
  const urls = paths.map((p) => `  <url><loc>${publicUrl}${p === "/" ? "/" : p}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
