import { useLingui } from "@lingui/react/macro";
import type { Agent } from "@shared/agent";
import { brokerNumberLabel, officeNumberLabel } from "../lib/agent-text";

/**
 * A registration number with its label ("BRN 12345") as one isolated unit, so that "BRN 12345 · ORN 678"
 * never reorders in an Arabic sentence and a flex box cannot drop the space between label and number.
 */
function RegistrationNumber({ label, number }: { label: string; number: string }) {
  return (
    <bdi>
      {label}{" "}
      <bdi dir="ltr" translate="no">
        {number}
      </bdi>
    </bdi>
  );
}

/** The agent's broker registration number, as their emirate names it. */
export function BrokerNumber({ agent, brn }: { agent: Agent; brn: string }) {
  const { i18n } = useLingui();
  return <RegistrationNumber label={brokerNumberLabel(agent, i18n)} number={brn} />;
}

/** " · ORN 1234" after an agency's emirate: its office number, as that emirate names it, when it has one. */
export function OfficeNumberSuffix({ emirate, orn }: { emirate: string; orn: string | null }) {
  const { i18n } = useLingui();
  if (!orn) return null;
  return (
    <>
      {" · "}
      <RegistrationNumber label={officeNumberLabel(emirate, i18n)} number={orn} />
    </>
  );
}
