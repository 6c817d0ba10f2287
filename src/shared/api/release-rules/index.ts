// Runtime-neutral: the server imports this folder directly (server/releases/release-rules.ts). Nothing
// here may reach the DOM, Node or the app's aliases beyond type imports.
export {
  RELEASE_RULE_CODES,
  RELEASE_RULES,
  RULE_MESSAGES,
  SONGWRITER_ROLES,
  isReleaseRuleCode,
  releaseRuleViolations,
  rightsLines,
  rulesAt,
} from './release-rules';
export {
  isWorldwide,
  PREVIOUS_DISTRIBUTOR_LABELS,
  PREVIOUS_DISTRIBUTORS,
  RELEASE_TERRITORIES,
  WORLDWIDE,
  type PreviousDistributor,
} from './release-details';
export type { ReleaseRuleCode, RuleFix, RuleLists, RuleOptions, RuleRelease, RuleStage, RuleTrack, RuleViolation } from './release-rules';
