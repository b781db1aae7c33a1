/**
 * Spec §2 admin menu, in order, plus the client logos after the members, the services' plans (issue
 * 43 item 4) after them, the contact inbox, the statistics of visits and the activity log (beyond
 * the spec) before Profile, and the site settings after the spec's links.
 */
export const adminMenu = [
  { label: "Home", to: "/" },
  { label: "Users", to: "/dashboard/users" },
  { label: "Add Blog", to: "/dashboard/addBlogs" },
  { label: "All Blogs", to: "/dashboard/allBlogs" },
  { label: "Add Review", to: "/dashboard/addReviews" },
  { label: "All Reviews", to: "/dashboard/allReviews" },
  { label: "Add Review Video", to: "/dashboard/addReviewVideo" },
  { label: "All Review Videos", to: "/dashboard/allReviewVideos" },
  { label: "Add Member", to: "/dashboard/addMember" },
  { label: "All Members", to: "/dashboard/allMembers" },
  { label: "Add Client Logo", to: "/dashboard/addClientLogo" },
  { label: "All Client Logos", to: "/dashboard/allClientLogos" },
  { label: "Services & plans", to: "/dashboard/plans" },
  { label: "Messages", to: "/dashboard/messages" },
  { label: "Statistics", to: "/dashboard/statistics" },
  { label: "Activity Log", to: "/dashboard/activity" },
  { label: "Profile", to: "/dashboard/profile" },
  { label: "Settings", to: "/dashboard/settings" },
] as const;

/** Spec §9: the mobile breakpoint; below it the menu is a drawer over the content, closed at first. */
export const DESKTOP_QUERY = "(min-width: 768px)";
