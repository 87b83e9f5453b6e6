/**
 * Cues beyond the words of a description: makers of catalogue parts and shops that make to order, part-number
 * and size patterns of catalogue items, materials that imply a process, finishes and ref des prefixes.
 */
import type { ProcessSlug, StandardCategory } from './processes.js';

/** Known makers of catalogue parts (→ standard) and known custom shops (→ custom). */
export const STANDARD_MAKERS: [RegExp, StandardCategory | 'generic'][] = [
  [/^(yageo|vishay|panasonic|rohm|kemet|avx|kyocera avx|samsung electro|tdk|taiyo yuden|bourns|koa|stackpole|susumu|walsin|uniroyal|nichicon|rubycon|wurth|würth|we|coilcraft|abracon|ecs|epson|murata|ohmite|cts|littelfuse|eaton bussmann|bel fuse|laird)/i, 'passives'],
  [/^(texas instruments|ti|analog devices|adi|maxim|linear tech|microchip|atmel|stmicro|st|nxp|infineon|onsemi|on semi|on semiconductor|nexperia|diodes inc|diodes incorporated|toshiba|renesas|silicon labs|nordic|espressif|broadcom|cypress|lattice|xilinx|amd|intel|nvidia|skyworks|qorvo|monolithic power|mps|richtek|fairchild|international rectifier|alpha & omega|vishay siliconix|lite-on|liteon|kingbright|cree|osram|everlight|wch|ftdi|winbond|macronix|issi|micron|gigadevice)/i, 'semiconductors'],
  [/^(molex|te connectivity|te|amphenol|jst|hirose|samtec|harwin|phoenix contact|wago|weidmuller|cui|cui devices|switchcraft|neutrik|kycon|gct|global connector|3m|harting|lemo|binder|deutsch|ittt|itt cannon|adam tech|on shore|sullins|mill-max|keystone)/i, 'connectors'],
  [/^(omron|c&k|e-switch|nkk|apem|schurter|cherry|panasonic switch|alps|alps alpine|grayhill|honeywell|eaton|schneider|siemens|abb|allen-bradley|allen bradley|rockwell|idec|carling|zf)/i, 'electromechanical'],
  [/^(mcmaster|mcmaster-carr|mcmaster carr|grainger|fastenal|bossard|pem|penn engineering|wurth industrial|bolt depot|accu|spirol|misumi)/i, 'generic'],
  [/^(skf|nsk|ntn|timken|fag|schaeffler|thk|hiwin|igus|boston gear|ruland|gates|lovejoy|nook|thomson|bishop-wisecarver)/i, 'bearings-motion'],
  [/^(parker|smc|festo|swagelok|clippard|norgren|bimba|legris|camozzi|burkert|asco)/i, 'fluid-power'],
  [/^(mean well|meanwell|xp power|traco|recom|cui power|delta electronics|delta|phihong|vicor|lambda|tdk-lambda|maxon|faulhaber|oriental motor|nidec|sunon|noctua|ebm-papst|orient motor|pololu|adafruit|sparkfun|seeed|raspberry pi|arduino|dfrobot|waveshare|u-blox|quectel|telit|sierra wireless)/i, 'modules'],
  [/^(southco|essentra|hammond|bud industries|polycase|sugatsune|camloc|dirak|kipp|jw winco|j\.w\. winco|elesa|ganter|80\/20|8020|item|bosch rexroth|rexroth)/i, 'hardware'],
  [/^(loctite|henkel|3m tape|dow|permatex|devcon|chemtronics|mg chemicals|kester|uline)/i, 'consumables'],
  [/^(digi-?key|mouser|arrow|avnet|newark|farnell|lcsc|rs components|tti|amazon|aliexpress|ebay|alibaba|banggood|home depot|lowe'?s|grainger|zoro|msc|global industrial|stepperonline|bigtreetech|btt|bolt depot|dragonplate|holybro|t-motor|hqprop|tattu|amass|flir|teledyne|sew|sew-eurodrive|ifm|sick|keyence|banner|pepperl|lapp|tsubaki|pilz|habasit|elesa|sensirion|bosch|knowles|tymphany|hamamatsu|brady|lee spring|ejot|anker|ktec|newhaven|tenergy|samsung|johanson|t-global|ams|keystone|coilcraft|lite-on|gct)\b/i, 'generic'],
];
export const CUSTOM_SHOPS: [RegExp, ProcessSlug | 'generic'][] = [
  [/\b(jlcpcb|pcbway|oshpark|osh park|advanced circuits|sierra circuits|bay area circuits|eurocircuits|seeed fusion)\b/i, 'pcb-fabrication'],
  [/\b(jlc3dp|shapeways|craftcloud|sculpteo|i\.materialise)\b/i, '3d-printing'],
  [/\b(sendcutsend|send cut send|oshcut|ponoko)\b/i, 'laser-cutting'],
  [/\b(protolabs|proto labs|xometry|fictiv|hubs|3d hubs|rapiddirect|quickparts|star rapid|approved sheet metal|protocase)\b/i, 'generic'],
  [/^(in-house|in house|inhouse|internal|custom|custom - .*|self|make|made|our shop|shop|fab shop|machine shop|local machine shop|foundry|print in house|n\/a - custom|us|we|team|our team|ourselves|diy|self-made|home ?made|made by us)$/i, 'generic'],
  [/^(3d print(ed)?|printed|3d printer|print(ed)? in[- ]house)$/i, '3d-printing'],
];

/** Part-number patterns of catalogue parts, tested on MPN and part number. */
export const PN_PATTERNS: [RegExp, StandardCategory | 'generic', string][] = [
  [/^(RC|RT|AC|AF)\d{4}[A-Z]{2}|^ERJ-|^ERA-|^CRCW|^RMCF|^RNCP|^CR\d{4}-|^RK73|^MCR\d{2}|^WR\d{2}|^CRGCQ|^CPF\d|^MFR-|^RN73|^PAT\d{4}|^TNPW|^CRM\d{4}/i, 'passives', 'resistor part number'],
  [/^(GRM|GCM|GRT|GJM|GCJ|CL\d{2}[A-Z]|C\d{4}[A-Z]\d|CC\d{4}[A-Z]|CGA\d|EMK|TMK|JMK|UMK|LMK|GMK|T491|T495|TAJ[A-E]|TPS[A-E]|EEE-|EEU-|UWX|UVR|UUD|ECA-|ECE-|ECQ-|C0G|08055C|0603[A-Z]\d|1206[A-Z]\d|885012|860\d{6}|865\d{6}|MAL2|B3\d{4}|R82|PHE\d|ECJ-|F\d{3}[A-Z]\d{3}|CKG\d)/i, 'passives', 'capacitor part number'],
  [/^(LQH|LQM|LQW|LQG|MLZ|SRR|SRN|SRP|IHLP|XAL|XFL|LPS\d|MSS\d|NR\d{4}|BLM\d{2}|MPZ\d|HZ\d{4}|742\d{6}|744\d{6}|VLS\d|DFE\d|CBC\d|NRS\d|SDR\d|LPD\d|ACM\d)/i, 'passives', 'inductor/ferrite part number'],
  [/^(ABM\d|ABLS|ECS-\d|FC-135|TSX-|NX\d{4}|FA-\d{3}|SIT\d{4}|DSC\d{4}|ASE-|ASDMB|7M\d{5}|X1E0)/i, 'passives', 'crystal/oscillator part number'],
  [/^(STM32|STM8|ATMEGA|ATTINY|ATSAM|ATXMEGA|PIC\d{2}|DSPIC|MSP430|NRF5\d|ESP32|ESP8266|RP2040|LPC\d{3,4}|MK\d{2}|IMXRT|EFM32|EFR32|CC\d{4}R|LM\d{2,4}|LMV\d|LMR\d|LMZ\d|TPS\d|TLV\d|TL\d{3}|TXB|TXS|MAX\d{3,5}|MCP\d{3,5}|AD\d{3,5}|ADS\d{3,4}|ADP\d|ADM\d|ADUM|ADXL|LTC\d|LT\d{4}|NE555|NE5532|SN74|SN65|74(HC|HCT|LVC|AHC|ABT|ACT)|CD4\d{3}|BSS\d{2}|2N\d{4}|1N\d{3,4}|BAT\d{2}|BAV\d{2}|BZX|BZT|MMBT|MMBZ|MMSZ|SS\d{2}|SMBJ|SMAJ|SMCJ|PESD|TPD\d|ESD\d|IRF|IRLML|IRLZ|SI\d{4}|AO\d{4}|AON\d|DMG\d|DMN\d|DMP\d|FDN\d|FDS\d|NTR\d|NTD\d|BC\d{3}|UA\d{3}|L78|L79|LD1117|AMS1117|AP\d{4}|MIC\d{4}|XC\d{4}|FT232|FT2232|CH340|CP210|W25Q|AT24|24LC|25LC|AT25|FM25|IS6\d|MT4\d|ICE40|LCMXO|EPM\d|10M\d{2}|ATSHA|ATECC|WS2812|SK6812|APA102|LTST|KP-\d|19-217|APT\d{4}|TLMS|LTL|HSMG|SML-|XPGBWT|LM3S|INA\d{3}|OPA\d{3,4}|DRV\d{4}|TMC\d{4}|A49\d{2}|ULN\d{4}|PCA\d{4}|PCF\d{4}|TCA\d{4}|BQ\d{5}|MP\d{4}|RT\d{4}|SY\d{4}|TPL\d|LP\d{4}|LP5907|REF\d{4}|TS\d{4}|BMP\d{3}|BME\d{3}|MPU-?\d{4}|LSM\d|LIS\d|ICM-\d|SHT\d{2}|HDC\d{4}|TMP\d{3}|DS18B20|DS\d{4}|PCF85|MCU|TJA\d{4}|MCP2515|SP3485|THVD|ISO\d{4}|TPS2|USBLC|TVS|SMF\d|P6KE|1\.5KE|GBU\d|DB\d{3}|MB\d{1,2}S|ABS\d{1,2}|B\d{2}0-|SBR\d|STPS|SK\d{2}[A-Z]|MBR\d|BAS\d{2}|BZD|PMEG|RB\d{3}|PDZ|MMBD|LL4148|SOD|IRFZ|STP\d{2}|STD\d{2}|BUK\d|PSMN|IPD\d|IPB\d|BSC\d|BSZ\d|NVMFS|NCP\d|NCV\d|LM1117|LM2596|LM317|LM7805|MC78|MC34|TL431|TLV431|ATMEGA\d)/i, 'semiconductors', 'semiconductor part number'],
  [/^(\d{5}-\d{4}$|B\dB-|S\dB-|SM\d{2}B|BM\d{2}B|XHP-|PHR-|ZHR-|SHR-|GHR-|DF\d{2}[A-Z]?-|FH\d{2}[A-Z]?-|TSW-|SSW-|FTSH-|TFM-|SFM-|TSM-|MTMM|ESQ-|BBL-|PJ-\d{3}|USB\d{4}|UJ\d{2}|RJHSE|RJ45|SJ-\d{4}|\d-\d{6,7}-\d$|0022\d{6}|0050\d{6}|0430\d{5}|0436\d{5}|0510\d{5}|0532\d{5}|0533\d{5}|0874\d{5}|1051\d{5}|1050\d{5}|2171\d{5}|D-?SUB|PPTC|PPPC|PRPC|NPTC|M20-|M22-|M50-|22-\d{2}-\d{4}|39-\d{2}-\d{4}|43\d{3}-\d{4}|5015\d{2}-\d{4}|5057\d{2}|0395\d{5}|1757\d{3}|1935\d{3}|1984\d{3}|2271\d{3}|282\d{3}-\d|796\d{3}-\d|ED\d{3,4}|OSTT|TB\d{3}-|A2\d{3}-|DS1\d{3}-|CONUSB|10118194|10103594|GSB\d|KUSBX|AMPHENOL|JS\d{4})/i, 'connectors', 'connector part number'],
  [/^(B3F-|B3U-|B3S-|B3FS|TL\d{4}|EVQ-|PTS\d{3}|KMR\d|SKHH|SKQG|TS\d{2}-|EG\d{4}|JS\d{3}|SS-\d{2}|G5V|G6K|G6S|G2R|G5LE|HF\d{2}F|SRD-|TQ2|0451\d{3}|0154\d{3}|0448\d{3}|MF-[MRS]|0ZCJ|1812L|0603L|PTS636|KSC\d|CMT-\d|PKM\d|CEM-|SMT-0\d|AST-|PEC\d{2}|EC11|EC12|PEC11)/i, 'electromechanical', 'switch/relay/fuse part number'],
  [/^9\d{4}A\d{1,4}$/i, 'fasteners', 'McMaster-Carr fastener number'],
  [/^\d{4,5}[A-Z]\d{1,4}$/i, 'generic', 'McMaster-Carr style part number'],
  [/^(DIN|ISO|ISO-|ASME|ANSI|NAS|MS|AN|SAE|JIS)\s?-?\d{2,5}\b/i, 'fasteners', 'standard fastener designation'],
  [/^(NAS\d{3,4}|MS\d{5}|AN\d{3,4}|M\d{5}\/\d|BAC[BCNRSW]\d{2}|AS\d{4}-\d|NASM\d)/i, 'fasteners', 'aerospace standard hardware number'],
  [/^(6\d{3}(ZZ|2RS|-2RS|RS|Z)|\d{3}(ZZ|2RS|-2RS)|MR\d{2,3}(ZZ|RS)|R\d{1,2}(ZZ|2RS)|LM\d{1,2}UU|LMK\d{1,2}UU|SC\d{2}UU|KP\d{3}|UCP\d{3}|UCFL\d{3}|F\d{3}ZZ|HGR\d{2}|HGH\d{2}|HGW\d{2}|MGN\d{1,2}|SFU\d{4}|T8-)/i, 'bearings-motion', 'bearing/linear motion part number'],
  [/^(HFS\d|HFSB\d|LFS\d|SFJ\d|PSFJ\d|MSB\d|NBK|KBK|HBLFS|LHFS|GFSN|PSFG|SSFJ|CFSN)/i, 'generic', 'MISUMI catalogue number'],
  [/^(KQ2|KQB|AS\d{4}F|SY\d{4}|VQ\d{3}|CDJ|CQ2|MXS|PC\d-|PL\d-|QSM-|QS-\d|DSNU|ADN-|VUVG)/i, 'fluid-power', 'pneumatic part number'],
];

export const SIZE_PATTERNS: [RegExp, StandardCategory, string][] = [
  [/\bm\d{1,2}(\.\d)?\s?x\s?\d{1,3}(\.\d)?\b/i, 'fasteners', 'metric fastener size'],
  [/(^|\s)#\d{1,2}-\d{2}\b/, 'fasteners', 'unified fastener size'],
  [/\b\d\/\d{1,2}(")?-\d{2}\b/, 'fasteners', 'unified fastener size'],
  [/\b\d{1,2}-\d{2}\s?x\s?\d/, 'fasteners', 'unified fastener size'],
  [/\b(din|iso)\s?\d{3,5}\b/i, 'fasteners', 'DIN/ISO fastener standard'],
  [/\b\d+(\.\d+)?\s?(k|m|r)?\s?(ohm|ohms|Ω)\b/i, 'passives', 'resistance value'],
  [/\b\d+(\.\d+)?[kKmMR]\d*\s?(1%|5%|0\.1%)?\b(?=.*\b(0201|0402|0603|0805|1206|1210|2010|2512|1\/4w|1\/8w|1\/10w)\b)/, 'passives', 'resistor value and package'],
  [/\b\d+(\.\d+)?\s?(pf|nf|uf|µf|μf|mf)\b/i, 'passives', 'capacitance value'],
  [/\b\d+(\.\d+)?\s?(uh|µh|μh|nh|mh)\b/i, 'passives', 'inductance value'],
  [/\b\d+(\.\d+)?\s?(mhz|khz)\b(?!.*\b(mcu|microcontroller|processor)\b)/i, 'passives', 'frequency (crystal)'],
  [/\b(0201|0402|0603|0805|1206|1210|1812|2010|2512)\b/, 'passives', 'SMD chip package'],
  [/\b\d+(\.\d+)?\s?awg\b/i, 'cables-wire', 'wire gauge (AWG)'],
  [/\b(1515|2020|2040|2060|2080|3030|3060|4040|4080|8020|80\/20)\b.{0,20}\b(extrusion|profile)\b|\bt-?slot\b|\b(15|20|30|40)\s?x\s?(15|20|30|40|60|80)\s?(mm)?\b.{0,30}\bextrusion\b|\bhfs\d-\d{4}/i, 'hardware', 'T-slot profile'],
  [/\b\d{1,2}[\s-]?(pos|position|pin|way)\b/i, 'connectors', 'pin count'],
  [/\b\d{1,2}\.\d{1,2}\s?mm\s?pitch\b|\bpitch\b/i, 'connectors', 'connector pitch'],
];

/** Materials imply a making process when nothing more specific was said. */
export const MATERIAL_PROCESS: [RegExp, ProcessSlug, string][] = [
  [/\b(5052|5083|cold rolled|crs|hrpo|galvanized|galvanneal|\d{1,2}\s?(ga|ga\.|gauge|gage))\b/i, 'sheet-metal-fabrication', 'sheet material'],
  [/\b(sheet|\d?\.\d{2,3}"?\s?(thk|thick)|\d(\.\d)?\s?mm\s?(thk|thick|sheet))\b/i, 'sheet-metal-fabrication', 'sheet thickness'],
  [/\b(urethane|polyurethane \d{2}a|pu \d{2}a)\b/i, 'urethane-casting', 'cast urethane'],
  [/\b(pla|petg|pa12|pa 12|pa11|resin|tough resin|nylon 12|asa|tpu 95a|onyx|ultem 9085|somos|accura|vero)\b/i, '3d-printing', 'printing material'],
  [/\b(abs|pc\/abs|polycarbonate|pc|polypropylene|pp|hdpe|ldpe|tpe|tpu|pbt|pa66|pa6|nylon 6\/6|glass[- ]filled|gf30|gf|santoprene|lsr|liquid silicone)\b/i, 'injection-molding', 'molding plastic'],
  [/\b(a380|a360|a383|adc12|zamak|zinc alloy|az91d)\b/i, 'die-casting', 'die-cast alloy'],
  [/\b(6061|7075|6063|2024|6082|mic-6|mic6|303|304|316|316l|17-4|15-5|410|416|440c|4140|4340|1018|1020|1045|12l14|a2|d2|o1|s7|h13|tool steel|stainless|aluminum|aluminium|alum|al|steel|brass|c360|bronze|copper|c110|titanium|ti-6al-4v|ti6al4v|inconel|delrin|acetal|pom|peek|ultem|uhmw|ptfe|teflon|nylon|g10|fr4 sheet|garolite|acrylic|pmma|polycarb)\b/i, 'cnc-machining', 'machinable stock'],
  [/\b(carbon fiber|carbon fibre|cfrp|fiberglass)\b/i, 'carbon-fiber-composites', 'composite material'],
  [/\b(a36|mild steel|structural steel|hss tube|square tube|rect tube|angle iron|channel steel|i-beam|w-beam)\b/i, 'welding-fabrication', 'structural steel'],
];

export const CUSTOM_FINISH = /\b(anodi[sz]e[d]?|anodi[sz]ing|hard ?coat|type ?(ii|iii|2|3)|powder ?coat(ed)?|alodine|chem ?film|chromate conversion|bead ?blast(ed)?|electropolish(ed)?|passivat(e|ed|ion)|cerakote|e-coat|ecoat|mil-a-8625|mil-dtl-5541|ams ?2700|paint(ed)?|brushed|polished|satin)\b/i;

export const REFDES_CATEGORY: [RegExp, StandardCategory, string][] = [
  [/^(R|RN|RV|VR|RT|TH|FB|L|C|Y|X|XTAL)\d/i, 'passives', 'passive'],
  [/^(U|IC|Q|D|LED|ZD|CR|DS|VD)\d/i, 'semiconductors', 'semiconductor'],
  [/^(J|P|CN|CON|X|TP|JP|H)\d/i, 'connectors', 'connector'],
  [/^(SW|S|K|F|RLY|BZ|LS|MK|BT)\d/i, 'electromechanical', 'electromechanical'],
  [/^(M|MOT)\d/i, 'motors-power', 'motor'],
];
