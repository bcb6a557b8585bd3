import { initials, type TeamMember } from "~/content/about";

export function TeamGrid({ members }: { members: readonly TeamMember[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {members.map((member) => (
        <li key={member.name} className="rounded-lg border border-gray-200 bg-white p-6 text-center shadow-sm">
          <span aria-hidden="true" className="mx-auto flex h-20 w-20 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-700">
            {initials(member.name)}
          </span>
          <h3 className="mt-4 font-semibold text-gray-900">{member.name}</h3>
          <p className="text-sm font-medium text-brand-700">{member.role}</p>
          <p className="mt-3 text-sm text-gray-600">{member.bio}</p>
        </li>
      ))}
    </ul>
  );
}
