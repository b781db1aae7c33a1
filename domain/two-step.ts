/** Where the Google popup's last page learns that the account needs the second step of signing in (issue 27). */
export const SECOND_STEP_PARAM = "two-step";
