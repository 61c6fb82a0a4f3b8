// Run after `lingui extract` (npm run i18n:extract does): a message that moved from one catalogue to
// another (a component moved between features, or into components/) arrives empty in its new catalogue.
// Its Arabic is taken from any catalogue that has it now, or had it at the last commit, so moving code
// never loses a translation. Messages no catalogue has ever translated stay empty for a translator (and
// client/src/locales/catalogues.test.ts fails until they are filled).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parsePo, stringifyPo } from "pofile-ts";

const dir = "client/src/locales/ar";
const files = fs.readdirSync(dir).filter((file) => file.endsWith(".po"));
const keyOf = (item) => `${item.msgctxt ?? ""}\u0004${item.msgid}`;
const known = new Map();

function learn(text) {
  for (const item of parsePo(text).items) {
    if (item.msgstr.some(Boolean) && !known.has(keyOf(item))) known.set(keyOf(item), item.msgstr);
  }
}

for (const file of files) learn(fs.readFileSync(path.join(dir, file), "utf8"));
const committed = execFileSync("git", ["ls-tree", "--name-only", "HEAD", `${dir}/`], { encoding: "utf8" });
for (const file of committed.split("\n").filter((name) => name.endsWith(".po"))) {
  learn(execFileSync("git", ["show", `HEAD:${file}`], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }));
}

let carried = 0;
for (const file of files) {
  const po = parsePo(fs.readFileSync(path.join(dir, file), "utf8"));
  let changed = false;
  for (const item of po.items) {
    const translation = known.get(keyOf(item));
    if (item.msgstr.some(Boolean) || !translation) continue;
    item.msgstr = translation;
    changed = true;
    carried += 1;
  }
  if (changed) fs.writeFileSync(path.join(dir, file), stringifyPo(po));
}
if (carried)
  console.log(`Carried ${carried} Arabic translation(s) into the catalogues their messages moved to.`);
