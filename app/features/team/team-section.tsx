import type { TeamMember } from "#domain/content";
import { FacebookIcon, GitHubIcon, LinkedInIcon } from "../../components/icons";
import { ContentText } from "../../components/content-text";
import { SectionHeading } from "../../components/section-heading";
import { useSiteSettings } from "../../lib/site-settings";
import { sectionTexts } from "../../i18n/home";
import { useLocale, useTexts } from "../../lib/locale";
import { siteWords } from "#domain/site-details";

function SocialLink({ href, label, children }: { href: string; label: string; children: React.ReactNode }) {
  if (!href) return null;
  return (
    <li>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
        className="flex h-11 w-11 items-center justify-center rounded-full bg-slate-100 text-slate-700 hover:bg-brand-700 hover:text-white"
      >
        {children}
      </a>
    </li>
  );
}

export function TeamSection({ team }: { team: readonly TeamMember[] }) {
  const { area } = siteWords(useSiteSettings(), useLocale());
  const t = useTexts(sectionTexts);
  return (
    <section aria-labelledby="team-heading" className="page-section bg-slate-50">
      <div className="container-page">
        <SectionHeading id="team-heading" eyebrow={t.teamEyebrow} title={t.teamTitle} lead={t.teamLead(area.text)} />
        {team.length === 0 ? (
          <p className="text-center text-slate-600">{t.noTeam}</p>
        ) : (
          // Two to a row on phones (issue 22), with a smaller portrait.
          <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3">
            {team.map((member) => (
              <li
                key={member._id}
                className="flex min-w-0 flex-col rounded-2xl bg-white px-2 py-4 text-center shadow-sm sm:p-6"
              >
                <img
                  src={member.image}
                  alt={t.portraitOf(member.name)}
                  width={160}
                  height={160}
                  loading="lazy"
                  decoding="async"
                  className="mx-auto h-24 w-24 rounded-full object-cover sm:h-40 sm:w-40"
                />
                <h3 className="mt-3 font-semibold leading-snug text-slate-900 wrap-anywhere sm:mt-4 sm:text-lg">
                  {member.name}
                </h3>
                <ContentText
                  as="p"
                  english={member.position}
                  bangla={member.bn.position}
                  className="text-sm text-brand-700 wrap-anywhere sm:text-base"
                />
                <ul className="mt-auto flex justify-center gap-1 pt-2 sm:gap-2 sm:pt-4">
                  <SocialLink href={member.facebook} label={t.onNetwork(member.name, "Facebook")}>
                    <FacebookIcon size={18} />
                  </SocialLink>
                  <SocialLink href={member.github} label={t.onNetwork(member.name, "GitHub")}>
                    <GitHubIcon size={18} />
                  </SocialLink>
                  <SocialLink href={member.linkedin} label={t.onNetwork(member.name, "LinkedIn")}>
                    <LinkedInIcon size={18} />
                  </SocialLink>
                </ul>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
