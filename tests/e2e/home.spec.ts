import { expect, type Locator, test, type Page } from "@playwright/test";
import {
  blockExternalRequests,
  gotoHydrated,
  installPausedClock,
  isMobile,
  logoImages,
  logoOrder,
  reachCarousels,
  settle,
  siteOrigin,
  testimonialNames,
  SERVICE_LINKS,
} from "./helpers";
import { demoBlogs, demoClientLogos, demoReviews, demoReviewVideos, demoTeam } from "#server/db/demo-content";

test.describe.configure({ mode: "parallel" });

/** Demo content lists are oldest first; the site shows them newest first (the last item first). */
const newestFirst = <T>(items: readonly T[]): T[] => [...items].reverse();
const REVIEWERS = newestFirst(demoReviews).map((review) => review.name);
/** The demo client logos in the admins' order (as seeded). */
const CLIENTS = demoClientLogos.map((logo) => logo.name);

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test("shows the 9 sections in the spec's order", { tag: "@smoke" }, async ({ page }) => {
  await page.goto("/");
  const headings = [
    page.getByRole("heading", { level: 1, name: "We build the digital side of your business" }),
    page.getByRole("heading", { level: 2, name: "Our Services" }),
    page.getByRole("heading", { level: 2, name: "Technologies we work with" }),
    page.getByRole("heading", { level: 2, name: "Meet the people behind your project" }),
    page.getByRole("heading", { level: 2, name: "What our clients say" }),
    page.getByRole("heading", { level: 2, name: "Client review videos" }),
    page.getByRole("heading", { level: 2, name: "Trusted by growing businesses" }),
    page.getByRole("heading", { level: 2, name: "Latest Blogs" }),
    page.getByRole("heading", { level: 2, name: "Let's talk about your project" }),
  ];
  let previous = -Infinity;
  for (const heading of headings) {
    await expect(heading).toBeVisible();
    // Each heading names its section landmark.
    const name = await heading.innerText();
    await expect(page.getByRole("main").getByRole("region", { name, exact: true })).toHaveCount(1);
    const box = await heading.boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.y, `"${name}" comes below the previous section`).toBeGreaterThan(previous);
    previous = box!.y;
  }
});

test(
  "on a 390 px phone the home page is at most 9,000 px tall, with every section and all its items",
  { tag: "@desktop" },
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/");
    const main = page.getByRole("main");
    await expect(main.locator(":scope > section")).toHaveCount(9);
    await expect(region(page, "Our Services").getByRole("article")).toHaveCount(8);
    await expect(region(page, "Technologies we work with").getByRole("listitem")).toHaveCount(6);
    await expect(region(page, "Meet the people behind your project").getByRole("heading", { level: 3 })).toHaveCount(
      demoTeam.length,
    );
    await expect(page.getByTestId("testimonial")).toHaveCount(3);
    await expect(region(page, "Client review videos").getByRole("button", { name: /^Play video/ })).toHaveCount(
      demoReviewVideos.length,
    );
    await expect(logoImages(page)).toHaveCount(CLIENTS.length);
    await expect(region(page, "Latest Blogs").getByRole("article")).toHaveCount(3);
    await expect(main.getByRole("form", { name: "Contact form" })).toBeVisible();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height, "the home page's height at 390 px").toBeLessThanOrEqual(9000);
  },
);

test("the hero welcomes visitors and Get Started leads to /contact", async ({ page }) => {
  await gotoHydrated(page, "/");
  const hero = region(page, "We build the digital side of your business");
  await expect(hero.getByText("Welcome to Skyline IT Solutions")).toBeVisible();
  await expect(hero.getByRole("button", { name: "Play video: Skyline IT Solutions — who we are" })).toBeVisible();
  const getStarted = hero.getByRole("link", { name: "Get Started" });
  await expect(getStarted).toHaveAttribute("href", "/contact");
  await getStarted.click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
});

test("the services grid has 8 cards, each with a Learn More link to its page", async ({ page }) => {
  await gotoHydrated(page, "/");
  const services = region(page, "Our Services");
  const cards = services.getByRole("article");
  await expect(cards).toHaveCount(8);
  const expected = SERVICE_LINKS;
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(expected.map(([title]) => title));
  for (const [index, [title, href]] of expected.entries()) {
    const learnMore = cards.nth(index).getByRole("link", { name: `Learn More about ${title}` });
    await expect(learnMore).toBeVisible();
    await expect(learnMore).toHaveAttribute("href", href);
  }
  await cards
    .nth(5)
    .getByRole("link", { name: /^Learn More/ })
    .click();
  await expect(page).toHaveURL(/\/services\/social-media-marketing$/);
  await expect(page.getByRole("heading", { level: 1, name: "Social Media Marketing" })).toBeVisible();
});

test("the technologies row and the team from the demo content", async ({ page }) => {
  await page.goto("/");
  await expect(region(page, "Technologies we work with").getByRole("listitem")).toHaveText([
    "React",
    "PHP",
    "Laravel",
    "MySQL",
    "JavaScript",
    "Vue.js",
  ]);

  const team = region(page, "Meet the people behind your project");
  const members = newestFirst(demoTeam);
  expect(members).toHaveLength(6);
  await expect(team.getByRole("heading", { level: 3 })).toHaveText(members.map((member) => member.name));
  for (const member of members) {
    const card = team.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: member.name }) });
    await expect(card.getByRole("img", { name: `Portrait of ${member.name}` })).toBeVisible();
    await expect(card.getByText(member.position, { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: `${member.name} on LinkedIn` })).toHaveAttribute(
      "href",
      member.linkedin,
    );
  }
});

test("the latest 3 blogs are shown, newest first, and See All leads to /blogs", async ({ page }) => {
  await gotoHydrated(page, "/");
  const blogs = region(page, "Latest Blogs");
  await expect(blogs.getByRole("article")).toHaveCount(3);
  await expect(blogs.getByRole("article").getByRole("heading")).toHaveText(
    newestFirst(demoBlogs)
      .slice(0, 3)
      .map((blog) => blog.title),
  );
  const seeAll = blogs.getByRole("link", { name: "See All" });
  await expect(seeAll).toHaveAttribute("href", "/blogs");
  await seeAll.click();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(page.getByRole("heading", { level: 1, name: "Blogs" })).toBeVisible();
});

/** The testimonials are paused: nothing moves for 10 s; then Play (pressed by `press`) moves them on again. */
async function expectPausedUntilPlay(page: Page, press: (play: Locator) => Promise<void>) {
  const play = page.getByRole("button", { name: "Play testimonials" });
  await expect(play).toBeVisible();
  await page.clock.runFor(10_000);
  await settle(page);
  await expect(testimonialNames(page)).toHaveText(REVIEWERS.slice(0, 3));
  await press(play);
  await expect(page.getByRole("button", { name: "Pause testimonials" })).toBeVisible();
  await page.clock.runFor(2500);
  await expect(testimonialNames(page)).toHaveText(REVIEWERS.slice(1, 4));
}

test.describe("testimonials", () => {
  test("show 3 cards of 400 px that advance by one every 2.5 s", async ({ page }) => {
    await installPausedClock(page);
    await gotoHydrated(page, "/");
    await reachCarousels(page);
    const cards = page.getByTestId("testimonial");
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      await expect(card).toBeVisible();
      expect((await card.boundingBox())?.height).toBe(400);
    }
    await expect(testimonialNames(page)).toHaveText(REVIEWERS.slice(0, 3));

    await page.clock.runFor(2400);
    await settle(page);
    await expect(testimonialNames(page)).toHaveText(REVIEWERS.slice(0, 3));

    await page.clock.runFor(100);
    await expect(testimonialNames(page)).toHaveText(REVIEWERS.slice(1, 4));

    await page.clock.runFor(2500);
    await expect(testimonialNames(page)).toHaveText(REVIEWERS.slice(2, 5));
    await expect(cards).toHaveCount(3);
  });

  test("stand still until the visitor reaches them, then move on every 2.5 s", async ({ page }) => {
    await installPausedClock(page);
    await gotoHydrated(page, "/");
    // Still at the top of the page: nothing has moved, however long the visitor reads.
    await page.clock.runFor(4 * 2500);
    await settle(page);
    await expect(testimonialNames(page)).toHaveText(REVIEWERS.slice(0, 3));
    await expect(page.getByRole("region", { name: "Client testimonials" })).not.toHaveAttribute("data-seen");
    await reachCarousels(page);
    await expect(testimonialNames(page)).toHaveText(REVIEWERS.slice(0, 3));
    await page.clock.runFor(2500);
    await expect(testimonialNames(page)).toHaveText(REVIEWERS.slice(1, 4));
  });

  test("names and roles are shown whole, wrapping rather than cut short", async ({ page }) => {
    await page.goto("/");
    const captions = page.getByTestId("testimonial").locator("figcaption div > p");
    await expect(captions).toHaveText(
      REVIEWERS.slice(0, 3).flatMap((name) => [name, demoReviews.find((r) => r.name === name)!.role]),
    );
    const cut = await captions.evaluateAll((lines) =>
      lines
        .filter(
          (p) =>
            p.scrollWidth > p.clientWidth ||
            p.scrollHeight > p.clientHeight ||
            getComputedStyle(p).textOverflow === "ellipsis",
        )
        .map((p) => p.textContent),
    );
    expect(cut).toEqual([]);
  });

  test("Pause stops the rotation and Play resumes it", async ({ page }) => {
    await installPausedClock(page);
    await gotoHydrated(page, "/");
    await reachCarousels(page);
    await page.getByRole("button", { name: "Pause testimonials" }).click();
    await expectPausedUntilPlay(page, (play) => play.click());
  });

  test("the pointer or keyboard focus on the carousel holds the rotation over several intervals; leaving resumes it", async ({
    page,
  }) => {
    await installPausedClock(page);
    await gotoHydrated(page, "/");
    await reachCarousels(page);
    const pause = page.getByRole("button", { name: "Pause testimonials" });

    await page.getByTestId("testimonial").nth(1).hover();
    await page.clock.runFor(3 * 2500);
    await settle(page);
    await expect(testimonialNames(page)).toHaveText(REVIEWERS.slice(0, 3));
    // Held, not paused: the control still offers to pause.
    await expect(pause).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(2500);
    await expect(testimonialNames(page)).toHaveText(REVIEWERS.slice(1, 4));

    await pause.focus();
    await page.clock.runFor(3 * 2500);
    await settle(page);
    await expect(testimonialNames(page)).toHaveText(REVIEWERS.slice(1, 4));
    await region(page, "Latest Blogs").getByRole("link", { name: "See All" }).focus();
    await page.clock.runFor(2500);
    await expect(testimonialNames(page)).toHaveText(REVIEWERS.slice(2, 5));

    // A visitor who pressed Play has chosen motion: hovering no longer holds it.
    await pause.click();
    await page.getByRole("button", { name: "Play testimonials" }).click();
    await page.getByTestId("testimonial").first().hover();
    await page.clock.runFor(2500);
    await expect(testimonialNames(page)).toHaveText(REVIEWERS.slice(3, 6));
  });

  test("each change fades the old cards out, then the new ones in: no card ever lies over another", async ({
    page,
  }) => {
    await installPausedClock(page);
    await gotoHydrated(page, "/");
    await reachCarousels(page);
    const stage = page.locator("[data-rotation-stage]");
    // Every change of the carousel's cards, as it happens: which names are shown, and whether two cards overlap.
    await stage.evaluate((element) => {
      const seen: { names: string[]; overlaps: number }[] = [];
      const record = () => {
        const cards = [...element.querySelectorAll("figure")].filter((card) =>
          card.checkVisibility({ opacityProperty: false }),
        );
        const boxes = cards.map((card) => card.getBoundingClientRect());
        let overlaps = 0;
        for (const [i, a] of boxes.entries())
          for (const b of boxes.slice(i + 1))
            if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) overlaps++;
        seen.push({ names: cards.map((card) => card.querySelector("figcaption p")?.textContent ?? ""), overlaps });
      };
      new MutationObserver(record).observe(element, { subtree: true, childList: true, attributes: true });
      Object.assign(window, { testimonialChanges: seen });
    });
    const changes = () =>
      page.evaluate(
        () => (window as unknown as { testimonialChanges: { names: string[]; overlaps: number }[] }).testimonialChanges,
      );

    // Frozen at their start (the fake clock drives timers, not the compositor): the old cards begin to fade out, alone.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Animation.enable");
    await cdp.send("Animation.setPlaybackRate", { playbackRate: 0 });
    await page.clock.runFor(2500);
    const cards = stage.locator("ul");
    await expect(cards).toHaveCount(1);
    await expect(cards).toHaveCSS("animation-name", "fade-out");
    await expect(cards).toHaveCSS("animation-duration", "0.2s");
    await expect(testimonialNames(page)).toHaveText(REVIEWERS.slice(0, 3));

    // Once they have gone, the new cards fade in in their place.
    await cdp.send("Animation.setPlaybackRate", { playbackRate: 1 });
    await expect(testimonialNames(page)).toHaveText(REVIEWERS.slice(1, 4));
    await expect(cards).toHaveCount(1);
    await expect(cards).toHaveCSS("animation-name", "fade-in");
    await expect(cards).toHaveCSS("opacity", "1");
    await page.clock.runFor(2500);
    await expect(testimonialNames(page)).toHaveText(REVIEWERS.slice(2, 5));

    const seen = await changes();
    expect(seen.length, "the changes were recorded").toBeGreaterThan(0);
    expect(seen.filter((moment) => moment.overlaps > 0)).toEqual([]);
    expect(Math.max(...seen.map((moment) => moment.names.length)), "never more than one window of cards").toBe(3);
  });

  test("a tap on the carousel pauses it", async ({ browser, viewport }, testInfo) => {
    const context = await browser.newContext({ baseURL: siteOrigin(testInfo), viewport, hasTouch: true });
    const page = await context.newPage();
    await installPausedClock(page);
    await gotoHydrated(page, "/");
    await reachCarousels(page);
    await page.getByTestId("testimonial").first().tap();
    await expectPausedUntilPlay(page, (play) => play.tap());
    await context.close();
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px the 400 px cards have no large blank space`, { tag: "@desktop" }, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const cards = page.getByTestId("testimonial");
      await expect(cards).toHaveCount(3);
      // The widest empty band across each card: above, between and below its parts (quote mark, text, caption).
      const blanks = await cards.evaluateAll((figures) =>
        figures.map((figure) => {
          const card = figure.getBoundingClientRect();
          const text = document.createRange();
          text.selectNodeContents(figure.querySelector("blockquote")!);
          const parts = [
            figure.firstElementChild!.getBoundingClientRect(),
            text.getBoundingClientRect(),
            figure.querySelector("figcaption")!.getBoundingClientRect(),
          ];
          const edges = [card.top, ...parts.flatMap((part) => [part.top, part.bottom]), card.bottom];
          let widest = 0;
          for (let i = 0; i < edges.length; i += 2) widest = Math.max(widest, edges[i + 1]! - edges[i]!);
          return { height: card.height, widest: Math.round(widest) };
        }),
      );
      for (const { height, widest } of blanks) {
        expect(height).toBe(400);
        expect(widest, "the widest blank band in a card").toBeLessThanOrEqual(64);
      }
    });
  }

  test("nothing rotates when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await installPausedClock(page);
    await gotoHydrated(page, "/");
    await reachCarousels(page);
    await expect(page.getByRole("button", { name: "Play testimonials" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Play client logos" })).toBeVisible();
    await page.clock.runFor(12_000);
    await settle(page);
    await expect(testimonialNames(page)).toHaveText(REVIEWERS.slice(0, 3));
    expect(await logoOrder(page)).toEqual(CLIENTS);

    // Played on request, the cards change without a fade.
    await page.getByRole("button", { name: "Play testimonials" }).click();
    await page.clock.runFor(2500);
    await expect(testimonialNames(page)).toHaveText(REVIEWERS.slice(1, 4));
    await expect(page.locator("[data-rotation-stage] ul")).toHaveCount(1);
    await expect(page.locator("[data-rotation-stage] ul")).toHaveCSS("animation-name", "none");
  });
});

test.describe("client logo carousel", () => {
  test("advances one logo every 3 s", async ({ page }) => {
    await installPausedClock(page);
    await gotoHydrated(page, "/");
    await reachCarousels(page);
    await expect(logoImages(page)).toHaveCount(6);
    expect(await logoOrder(page)).toEqual(CLIENTS);

    await page.clock.runFor(2900);
    await settle(page);
    expect(await logoOrder(page)).toEqual(CLIENTS);

    await page.clock.runFor(100);
    await expect.poll(() => logoOrder(page)).toEqual([...CLIENTS.slice(1), CLIENTS[0]]);
    await page.clock.runFor(3000);
    await expect.poll(() => logoOrder(page)).toEqual([...CLIENTS.slice(2), ...CLIENTS.slice(0, 2)]);
  });

  test("shows 3 logos fully below 768 px and 5 otherwise", async ({ page }) => {
    await page.goto("/");
    const track = page.getByTestId("logo-track");
    const clip = track.locator("xpath=..");
    await expect(clip).toHaveCSS("overflow-x", "hidden");
    await clip.scrollIntoViewIfNeeded();
    const area = await clip.boundingBox();
    expect(area).not.toBeNull();
    const items = await track.getByRole("listitem").evaluateAll((lis) =>
      lis.map((li) => {
        const r = li.getBoundingClientRect();
        return { x: r.x, width: r.width };
      }),
    );
    expect(items).toHaveLength(6);
    const { x, width } = area!;
    const fully = items.filter((item) => item.x >= x - 0.5 && item.x + item.width <= x + width + 0.5);
    const partly = items.filter((item) => item.x < x + width - 0.5 && item.x + item.width > x + 0.5);
    const expected = isMobile(page) ? 3 : 5;
    expect(fully).toHaveLength(expected);
    // No half-cut logo peeks in at the edge.
    expect(partly).toHaveLength(expected);
    for (const name of CLIENTS.slice(0, expected)) await expect(page.getByRole("img", { name })).toBeVisible();
  });

  test("the pointer on the logos holds them; leaving resumes them", async ({ page }) => {
    await installPausedClock(page);
    await gotoHydrated(page, "/");
    await reachCarousels(page);
    await page.getByTestId("logo-track").hover();
    await page.clock.runFor(3 * 3000);
    await settle(page);
    expect(await logoOrder(page)).toEqual(CLIENTS);
    await page.mouse.move(0, 0);
    await page.clock.runFor(3000);
    await expect.poll(() => logoOrder(page)).toEqual([...CLIENTS.slice(1), CLIENTS[0]]);
  });

  test("Pause stops the logos and Play resumes them", async ({ page }) => {
    await installPausedClock(page);
    await gotoHydrated(page, "/");
    await reachCarousels(page);
    await page.getByRole("button", { name: "Pause client logos" }).click();
    await expect(page.getByRole("button", { name: "Play client logos" })).toBeVisible();
    await page.clock.runFor(9000);
    await settle(page);
    expect(await logoOrder(page)).toEqual(CLIENTS);

    await page.getByRole("button", { name: "Play client logos" }).click();
    await expect(page.getByRole("button", { name: "Pause client logos" })).toBeVisible();
    await page.clock.runFor(3000);
    await expect.poll(() => logoOrder(page)).toEqual([...CLIENTS.slice(1), CLIENTS[0]]);
  });
});

test.describe("videos and map load only on request", () => {
  test("the first load of / stays on this site and embeds nothing", async ({ page }, testInfo) => {
    const origin = siteOrigin(testInfo);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.goto("/", { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    expect(requests.length).toBeGreaterThan(1);
    const elsewhere = requests.filter((url) => !url.startsWith("data:") && new URL(url).origin !== origin);
    expect(elsewhere).toEqual([]);
    await expect(page.locator("iframe")).toHaveCount(0);
    // One click-to-play facade for the hero and one per demo review video.
    await expect(page.getByRole("button", { name: /^Play video: / })).toHaveCount(5);
    await expect(region(page, "Client review videos").getByRole("heading", { level: 3 })).toHaveText(
      newestFirst(demoReviewVideos).map((video) => video.title),
    );
    // Each video's title is shown once, under its poster (not written on the poster as well).
    await expect(region(page, "Client review videos").getByRole("listitem")).toHaveText(
      newestFirst(demoReviewVideos).map((video) => video.title),
    );
  });

  test("the hero's poster is drawn in the page: it shows with the page, with no request of its own", async ({
    page,
  }) => {
    const images: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image") images.push(new URL(request.url()).pathname);
    });
    await page.goto("/", { waitUntil: "load" });
    const poster = page.getByRole("button", { name: "Play video: Skyline IT Solutions — who we are" }).locator("svg");
    await expect(poster.first()).toBeVisible();
    const box = await poster.first().boundingBox();
    const button = await page
      .getByRole("button", { name: "Play video: Skyline IT Solutions — who we are" })
      .boundingBox();
    expect(box, "the drawing fills the hero's video frame").toEqual(button);
    expect(images.filter((path) => path.includes("poster") && !path.endsWith("/video-poster.svg"))).toEqual([]);
  });

  test("Play video in the hero inserts the YouTube player with autoplay", async ({ page }, testInfo) => {
    const blocked = await blockExternalRequests(page, siteOrigin(testInfo));
    await gotoHydrated(page, "/");
    await expect(page.locator("iframe")).toHaveCount(0);
    await page.getByRole("button", { name: "Play video: Skyline IT Solutions — who we are" }).click();
    const player = page.locator('iframe[title="Skyline IT Solutions — who we are"]');
    await expect(player).toHaveCount(1);
    await expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/Sk4yL1nE9iT?autoplay=1");
    await expect(page.getByRole("button", { name: "Play video: Skyline IT Solutions — who we are" })).toHaveCount(0);
    await expect
      .poll(() => blocked.some((url) => url.startsWith("https://www.youtube-nocookie.com/embed/Sk4yL1nE9iT")))
      .toBe(true);
    // Only the chosen video is loaded.
    await expect(page.locator("iframe")).toHaveCount(1);
  });

  test("a review video loads its own player", async ({ page }, testInfo) => {
    await blockExternalRequests(page, siteOrigin(testInfo));
    await gotoHydrated(page, "/");
    const video = demoReviewVideos[1]!;
    await page.getByRole("button", { name: `Play video: ${video.title}` }).click();
    await expect(page.locator(`iframe[title="${video.title}"]`)).toHaveAttribute("src", `${video.videoUrl}?autoplay=1`);
    await expect(page.locator("iframe")).toHaveCount(1);
  });

  test("Load interactive map inserts the Google map", async ({ page }, testInfo) => {
    const blocked = await blockExternalRequests(page, siteOrigin(testInfo));
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Load interactive map" }).click();
    const map = page.locator("iframe");
    await expect(map).toHaveCount(1);
    await expect(map).toHaveAttribute(
      "title",
      "Map: Skyline IT Solutions, House 12, Road 7, Sector 4, Uttara, Dhaka 1230, Bangladesh",
    );
    await expect(map).toHaveAttribute("src", "https://www.google.com/maps?q=Sector+4,+Uttara,+Dhaka+1230&output=embed");
    await expect(page.getByRole("button", { name: "Load interactive map" })).toHaveCount(0);
    await expect.poll(() => blocked.some((url) => url.startsWith("https://www.google.com/maps"))).toBe(true);
  });
});

test("the contact section has the message form with Name, Email and a 5-row Message", async ({ page }) => {
  await page.goto("/");
  const contact = region(page, "Let's talk about your project");
  const form = contact.getByRole("form", { name: "Contact form" });
  await expect(form).toBeVisible();
  await expect(form).toHaveAttribute("novalidate", "");
  const name = form.getByRole("textbox", { name: "Name" });
  const email = form.getByRole("textbox", { name: "Email" });
  const message = form.getByRole("textbox", { name: "Message" });
  await expect(name).toBeVisible();
  await expect(name).toHaveAttribute("required", "");
  await expect(email).toHaveAttribute("type", "email");
  await expect(email).toHaveAttribute("required", "");
  await expect(message).toHaveJSProperty("tagName", "TEXTAREA");
  await expect(message).toHaveAttribute("rows", "5");
  await expect(message).toHaveAttribute("required", "");
  await expect(form.getByRole("button", { name: "Send Message" })).toBeVisible();
  await expect(contact.getByRole("button", { name: "Load interactive map" })).toBeVisible();
  await expect(contact.getByRole("link", { name: "+880 1712-345678" })).toBeVisible();
});
