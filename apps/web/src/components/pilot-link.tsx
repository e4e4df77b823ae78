import { Link } from "react-router";
import { Avatar } from "@/components/avatar";
import { cn } from "@/lib/ui/cn";
import { pilotPath } from "@/lib/routing/pages";

interface PilotLinkProps {
  id: string | null;
  name: string;
  avatarUrl: string | null | undefined;
  size?: "sm" | "md";
  className?: string;
  /** Classes of the name itself (font size and weight where the list sets them). */
  nameClassName?: string;
}

/** A pilot's avatar and name, leading to their profile; a pilot who has left has no profile to open. */
export function PilotLink({ id, name, avatarUrl, size = "sm", className, nameClassName }: PilotLinkProps) {
  const content = (
    <>
      <Avatar name={name} url={avatarUrl} colourKey={id} size={size} />
      <span className={cn("min-w-0 truncate", nameClassName)}>{name}</span>
    </>
  );
  const layout = cn("inline-flex max-w-full min-w-0 items-center gap-2", className);
  if (!id) return <span className={layout}>{content}</span>;
  return (
    <Link to={pilotPath(id)} className={cn(layout, "rounded hover:underline focus-visible:outline-2 focus-visible:outline-signal")}>
      {content}
    </Link>
  );
}
