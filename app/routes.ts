import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("services", "routes/services.tsx"),
    route("services/:slug", "routes/service.tsx"),
    route("blogs", "routes/blogs.tsx"),
    route("contact", "routes/contact.tsx"),
    route("login", "routes/login.tsx"),
    route("signup", "routes/signup.tsx"),
    route("forgot-password", "routes/forgot-password.tsx"),
    route("reset-password", "routes/reset-password.tsx"),
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
      route("messages", "routes/dashboard.messages.tsx"),
      route("activity", "routes/dashboard.activity.tsx"),
      route("profile", "routes/dashboard.profile.tsx"),
    ]),
    route("*", "routes/not-found.tsx"),
  ]),
  route("auth/google", "routes/auth-google.tsx"),
  route("auth/google/done", "routes/auth-google-done.tsx"),
] satisfies RouteConfig;
