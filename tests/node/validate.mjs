// Validate IR JSON documents against the bridgec schema with ajv (a non-Python validator).
// Usage: node validate.mjs SCHEMA DOC... ; prints "ok PATH" or the errors; exit 1 on any error.
import { readFileSync } from "node:fs";
import Ajv2020 from "ajv/dist/2020.js";

const [schemaPath, ...docs] = process.argv.slice(2);
const ajv = new Ajv2020({ allErrors: true, strict: false, discriminator: false });
const validate = ajv.compile(JSON.parse(readFileSync(schemaPath, "utf8")));
let failed = 0;
for (const path of docs) {
  if (validate(JSON.parse(readFileSync(path, "utf8")))) {
    console.log(`ok ${path}`);
  } else {
    failed += 1;
    console.log(`invalid ${path}: ${ajv.errorsText(validate.errors)}`);
  }
}
process.exit(failed ? 1 : 0);
