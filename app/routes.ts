import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/**
 * The public pages, once per language (issue 26, decision 0043): English at the site's original
 * addresses, Bangla under /bn with the same modules (the page reads its language from its address,
 * domain/locale.ts). `prefix` makes the Bangla routes' ids unique.
 */
const publicPages = (idPrefix = "") => {
  const page = (path: string, file: string) => route(path, file, { id: `${idPrefix}${file}` });
  return [
    index("routes/home.tsx", { id: `${idPrefix}routes/home.tsx` }),
    page("about", "routes/about.tsx"),
    page("services", "routes/services.tsx"),
    page("services/:slug", "routes/service.tsx"),
    page("blogs", "routes/blogs.tsx"),
    page("blogs/:slug", "routes/blog-article.tsx"),
    page("contact", "routes/contact.tsx"),
    page("login", "routes/login.tsx"),
    // The second step of signing in when two-step sign-in is on (issue 27).
    page("login/code", "routes/login-code.tsx"),
    page("signup", "routes/signup.tsx"),
    page("forgot-password", "routes/forgot-password.tsx"),
    page("reset-password", "routes/reset-password.tsx"),
  ];
};

export default [
  layout("routes/site-layout.tsx", [
    ...publicPages(),
    route("dashboard", "routes/dashboard.tsx", [
      index("routes/dashboard._index.tsx"),
      route("users", "routes/dashboard.users.tsx"),
      route("addBlogs", "routes/dashboard.addBlogs.tsx"),
      route("allBlogs", "routes/dashboard.allBlogs.tsx"),
      route("addReviews", "routes/dashboard.addReviews.tsx"),
      route("allReviews", "routes/dashboard.allReviews.tsx"),
      route("addReviewVideo", "routes/dashboard.addReviewVideo.tsx"),
      route("allReviewVideos", "routes/dashboard.allReviewVideos.tsx"),
      route("addMember", "routes/dashboard.addMember.tsx"),
      route("allMembers", "routes/dashboard.allMembers.tsx"),
      route("addClientLogo", "routes/dashboard.addClientLogo.tsx"),
      route("allClientLogos", "routes/dashboard.allClientLogos.tsx"),
      route("plans", "routes/dashboard.plans.tsx"),
      route("plans/:slug", "routes/dashboard.service-plans.tsx"),
      route("messages", "routes/dashboard.messages.tsx"),
      // The leads, one row per person, and a lead: one person's messages (issue 41 item 2).
      route("messages/leads", "routes/dashboard.leads.tsx"),
      route("messages/:leadId", "routes/dashboard.lead.tsx"),
      route("activity", "routes/dashboard.activity.tsx"),
      // Visits counted without cookies (issue 42 item 4).
      route("statistics", "routes/dashboard.statistics.tsx"),
      route("profile", "routes/dashboard.profile.tsx"),
      route("settings", "routes/dashboard.settings.tsx"),
    ]),
    route("*", "routes/not-found.tsx"),
  ]),
  route("bn", "routes/site-layout.tsx", { id: "bn/routes/site-layout.tsx" }, [
    ...publicPages("bn/"),
    route("*", "routes/not-found.tsx", { id: "bn/routes/not-found.tsx" }),
  ]),
  route("dashboard/messages.csv", "routes/dashboard.messages-csv.ts"),
  // The Google popup's pages, in the language of the page that opened it.
  route("auth/google", "routes/auth-google.tsx"),
  route("auth/google/done", "routes/auth-google-done.tsx"),
  route("bn/auth/google", "routes/auth-google.tsx", { id: "bn/routes/auth-google.tsx" }),
  route("bn/auth/google/done", "routes/auth-google-done.tsx", { id: "bn/routes/auth-google-done.tsx" }),
] satisfies RouteConfig;
