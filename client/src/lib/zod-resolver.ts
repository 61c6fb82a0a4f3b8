import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";

// zod probes `new Function` to compile fast parsers; the page's Content-Security-Policy forbids eval, so
// the probe would log a CSP error in every visitor's console. Interpreted parsing is plenty for forms.
// Set here, where every form gets its resolver, so zod stays out of the pages that have no form.
z.config({ jitless: true });

export { zodResolver };
