import type { TeamMember } from "../../../domain/content";
import { FacebookIcon, GitHubIcon, LinkedInIcon } from "../../components/icons";
import { SectionHeading } from "../../components/section-heading";
import { useSiteSettings } from "../../lib/site-settings";

function SocialLink({ href, label, children }: { href: string; label: string; children: React.ReactNode }) {
  if (!href) return null;
  return (
    <li>
      <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} className="flex h-9 w-9 items-center justify-center rounded-full bg-slate-100 text-slate-700 hover:bg-brand-700 hover:text-white">
        {children}
      </a>
    </li>
  );
}

export function TeamSection({ team }: { team: readonly TeamMember[] }) {
  const { area } = useSiteSettings();
  return (
    <section aria-labelledby="team-heading" className="bg-slate-50 py-20">
      <div className="container-page">
        <SectionHeading id="team-heading" eyebrow="Our Team" title="Meet the people behind your project" lead={`Designers, developers and marketers who work side by side in our ${area} office.`} />
        {team.length === 0 ? (
          <p className="text-center text-slate-600">Our team will be introduced here soon.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {team.map((member) => (
              <li key={member._id} className="min-w-0 rounded-2xl bg-white p-6 text-center shadow-sm">
                <img src={member.image} alt={`Portrait of ${member.name}`} width={160} height={160} loading="lazy" decoding="async" className="mx-auto h-40 w-40 rounded-full object-cover" />
                <h3 className="mt-4 text-lg font-semibold text-slate-900 wrap-anywhere">{member.name}</h3>
                <p className="text-brand-700 wrap-anywhere">{member.position}</p>
                <ul className="mt-4 flex justify-center gap-2">
                  <SocialLink href={member.facebook} label={`${member.name} on Facebook`}>
                    <FacebookIcon size={18} />
                  </SocialLink>
                  <SocialLink href={member.github} label={`${member.name} on GitHub`}>
                    <GitHubIcon size={18} />
                  </SocialLink>
                  <SocialLink href={member.linkedin} label={`${member.name} on LinkedIn`}>
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
