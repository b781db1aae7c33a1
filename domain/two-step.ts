/** Where the Google popup's last page learns that the account needs the second step of signing in (issue 27). */
export const SECOND_STEP_PARAM = "two-step";

/** ADMIN_TWO_FACTOR (issue 27 item 2): whether an admin must have two-step sign-in on to use the dashboard. */
export const ADMIN_TWO_FACTOR_MODES = ["required", "optional"] as const;
export type AdminTwoFactor = (typeof ADMIN_TWO_FACTOR_MODES)[number];

/** Where an admin is sent to turn it on (the profile's section). */
export const TWO_STEP_SET_UP_PAGE = "/dashboard/profile";

/** The `code` of the /api's 403 to an admin who must turn two-step sign-in on first (ADMIN_TWO_FACTOR=required). */
export const TWO_STEP_REQUIRED = "TWO_STEP_REQUIRED";
