import { AgentProfilePage } from "@/features/agents/components/agent-profile-page";
import { useProfileComposition } from "./agency-profile";

/** /agents/:id and /ar/agents/:id (issue 16, item 4). */
export default function AgentProfileRoute() {
  return <AgentProfilePage composition={useProfileComposition()} />;
}
