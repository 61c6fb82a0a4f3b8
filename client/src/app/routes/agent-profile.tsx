import { AgentProfilePage } from "@/features/agents/components/agent-profile-page";
import { useProfileComposition } from "./agency-profile";

/** /agents/:id and /ar/agents/:id: an agent's public profile (BRN, languages, areas) and live listings. */
export default function AgentProfileRoute() {
  return <AgentProfilePage composition={useProfileComposition()} />;
}
