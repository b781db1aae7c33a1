/** The operator's commands (scripts/site-command.js runs them from the server build). */
export { backupSite, restoreSite } from "./backup";
export { migrateSiteToPostgres } from "./migrate-to-postgres";
