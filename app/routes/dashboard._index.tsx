import { redirect } from "react-router";

/** The dashboard's home is the profile until the admin dashboard lands. */
export function loader() {
  throw redirect("/dashboard/profile");
}

export default function DashboardHome() {
  return null;
}
