/**
 * A tap on a phone number is counted (issue 42 item 3): the site's own /go/phone, a request of a
 * few hundred bytes without cookies, sent as the call starts. No third party hears of it.
 */
export function countPhoneTaps() {
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href^="tel:"]') : null;
    if (link) void fetch("/go/phone", { keepalive: true, credentials: "omit" }).catch(() => {});
  });
}
