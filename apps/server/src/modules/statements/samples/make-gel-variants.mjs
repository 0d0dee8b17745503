// Writes gel/<name> from original/<name>: every currency set to GEL and each statement's own account
// (Stmt/Ntfctn Acct/Id, IBAN or Othr/Id) set to one of the agency's accounts, wherever that account number
// appears in the file. Nothing else is changed. Run: node make-gel-variants.mjs
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const here = import.meta.dirname;
/** The demo agency's receiving accounts (the defaults of AGENCY_ACCOUNTS), in the order the file names its accounts. */
const AGENCY = ['GE10NB0331100000000001', 'GE90NB0000000000707017'];
const ACCOUNT = /<Acct>\s*<Id>\s*(?:<IBAN>\s*([^<\s]+)\s*<\/IBAN>|<Othr>\s*<Id>\s*([^<\s]+)\s*<\/Id>)/g;

for (const name of readdirSync(join(here, 'original')).filter((n) => n.endsWith('.xml')).sort()) {
  let xml = readFileSync(join(here, 'original', name), 'utf8');
  const own = [...new Set([...xml.matchAll(ACCOUNT)].map((m) => m[1] ?? m[2]))];
  if (own.length > AGENCY.length) throw new Error(`${name}: more statement accounts than agency accounts`);
  own.forEach((account, i) => {
    xml = xml.split(account).join(AGENCY[i]);
  });
  xml = xml.replace(/Ccy="[A-Z]{3}"/g, 'Ccy="GEL"').replace(/<Ccy>\s*[A-Z]{3}\s*<\/Ccy>/g, '<Ccy>GEL</Ccy>');
  writeFileSync(join(here, 'gel', name), xml);
}
