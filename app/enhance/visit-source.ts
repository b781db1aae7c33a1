import { encodeVisitSource, readVisitSource, VISIT_SOURCE_FIELD, type VisitSource } from "#domain/visit-source";

/** Addresses of the site that are not pages a visitor reads: no source rides on them. */
const NOT_A_PAGE = /^\/(dashboard|api|media|assets|auth)(\/|$)|\.[a-z0-9]+$/i;

/**
 * Where this visit came from (issue 42 item 2, decision 0059), without a cookie or storage: the
 * source a link of the site carried to this page (`?from=`), or, on the page a visit starts on, its
 * utm_* values and the other site that linked to it. An internal page reached without it (no
 * script on the page before): only the page is known.
 */
function thisVisit(): Partial<VisitSource> {
  const here = new URL(location.href);
  const carried = readVisitSource(here.searchParams.get(VISIT_SOURCE_FIELD));
  if (carried) return carried;
  const referrer = document.referrer ? new URL(document.referrer) : null;
  if (referrer?.host === location.host) return {};
  return {
    landing: location.pathname,
    referrer: referrer?.host ?? null,
    utmSource: here.searchParams.get("utm_source"),
    utmMedium: here.searchParams.get("utm_medium"),
    utmCampaign: here.searchParams.get("utm_campaign"),
  };
}

/** The carried text the contact form sends: this visit's source, with the page the form or the link to it was on. */
export function visitSourceText(): string {
  const visit = thisVisit();
  return encodeVisitSource({ ...visit, page: visit.page ?? location.pathname });
}

/**
 * Carries the visit's source to the next page, when it has one (another site linked to it, or its
 * address had utm_* values): a click on a link to another page of the site adds it to that link's
 * address, with this page as the one the visitor came from. Links are changed only when followed,
 * so the page's HTML (and what is copied from it) stays clean.
 */
export function carryVisitSource() {
  const visit = thisVisit();
  // A visit typed in or from a bookmark has nothing to carry: its addresses stay as they are.
  if (!visit.referrer && !visit.utmSource && !visit.utmMedium && !visit.utmCampaign) return;
  document.addEventListener("click", (event) => {
    // A link the page handles in place (the blog's next page) is not followed.
    if (event.defaultPrevented) return;
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || NOT_A_PAGE.test(link.pathname))
      return;
    // A link within this page (the skip link, a section) stays one.
    if (link.pathname === location.pathname && link.hash) return;
    const source = encodeVisitSource({ ...visit, page: location.pathname });
    const url = new URL(link.href);
    url.searchParams.set(VISIT_SOURCE_FIELD, source);
    link.href = url.href;
  });
}
