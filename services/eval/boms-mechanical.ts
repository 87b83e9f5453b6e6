/**
 * Hand-labelled evaluation BOMs (mechanical). Each BOM is pipe-separated with its own real-world header;
 * the last column is the label: "custom:<process slug>", "standard" or "unknown".
 */
export const MECHANICAL_BOMS: { name: string; kind: 'mechanical' | 'electronic' | 'mixed'; table: string }[] = [
  {
    name: 'Pick-and-place gripper (SolidWorks export)',
    kind: 'mechanical',
    table: `ITEM NO.|PART NUMBER|DESCRIPTION|MATERIAL|QTY.|label
1|GR-1000|Gripper assembly, top level||1|custom:mechanical-assembly
2|GR-1001|Gripper body|6061-T6 Aluminum|1|custom:cnc-machining
3|GR-1002|Finger, left|7075-T6|1|custom:cnc-machining
4|GR-1003|Finger, right|7075-T6|1|custom:cnc-machining
5|GR-1004|Jaw pad, soft|Urethane 70A|2|custom:urethane-casting
6|GR-1005|Cam follower shaft|416 SS, hardened|2|custom:cnc-machining
7|GR-1006|Guide rail spacer|Delrin|4|custom:cnc-machining
8|GR-1007|Cover plate, laser cut|304 SS 1.5mm|1|custom:laser-cutting
9|GR-1008|Sensor bracket, bent|5052-H32 .060|1|custom:sheet-metal-fabrication
10|91290A115|M3 x 10 mm socket head cap screw|Alloy steel, black oxide|16|standard
11|91290A117|M3 x 12 mm socket head cap screw|Alloy steel|8|standard
12|92005A118|M2.5 x 6 pan head Phillips screw|18-8 SS|6|standard
13|93475A210|M3 flat washer|18-8 SS|16|standard
14|90576A102|M3 nylon-insert locknut|Zinc-plated steel|4|standard
15|98381A475|Dowel pin 3 mm x 12 mm|Hardened steel|4|standard
16|6391K123|Oil-embedded bronze flanged sleeve bearing 6mm ID|Bronze|4|standard
17|MR106ZZ|Ball bearing 6x10x3|Chrome steel|4|standard
18|MGN9H|Miniature linear guide block MGN9||2|standard
19|MGN9-150|Linear rail MGN9, 150 mm||1|standard
20|SMC MXH10-20|Compact pneumatic slide cylinder||1|standard
21|KQ2H04-M5A|One-touch fitting M5 x 4mm tube||2|standard
22|TU0425B-20|Polyurethane tubing 4mm OD, 20m roll||1|standard
23|9657K311|Compression spring, 0.36" OD|Music wire|2|standard
24|GR-1010|Mounting flange, ISO 9409-1-50-4-M6|6061-T6|1|custom:cnc-machining
25|GR-1011|Cable clamp block, 3D printed|PA12 (MJF)|2|custom:3d-printing
26|GR-1012|Name plate, engraved|Anodized aluminum|1|custom:laser-cutting
27|OMRON E2E-X2D1-N|Inductive proximity sensor M8||2|standard
28|GR-1013|Sensor cable assembly, M8 4-pin to flying leads||2|custom:cable-and-wire-harness-assembly
29|LOCTITE 243|Threadlocker, medium strength, 10 ml||1|standard
30|GR-1014|Finger insert, wire EDM|A2 tool steel, 58-60 HRC|2|custom:cnc-machining
31|GR-1015|Piston rod adapter|17-4 PH H900|1|custom:cnc-machining
32|95462A029|M5 hex nut, class 8|Zinc-plated steel|4|standard
33|94180A331|Heat-set insert for plastic M3|Brass|8|standard
34|GR-1016|Shim, 0.1mm|Shim stock|2|standard
35|TBD|Misc. hardware||1|unknown
36|GR-1017|Spacer|6061|2|custom:cnc-machining
37|GR-1018|Gripper base adapter plate|6061-T651 plate, clear anodize|1|custom:cnc-machining
38|GR-1019|Finger tip, overmolded|TPE over nylon|2|custom:injection-molding`,
  },
  {
    name: 'Outdoor electrical enclosure (ERP export)',
    kind: 'mechanical',
    table: `Line|Item Number|Rev|Item Description|Qty Per|UOM|Make/Buy|label
10|ENC-200-001|C|Enclosure body, 14 ga, welded seams, powder coat RAL 7035|1|EA|Make|custom:sheet-metal-fabrication
20|ENC-200-002|B|Door, 14 ga, formed flanges|1|EA|Make|custom:sheet-metal-fabrication
30|ENC-200-003|A|Back panel, 12 ga galvanized|1|EA|Make|custom:sheet-metal-fabrication
40|ENC-200-004|A|Rain hood|1|EA|Make|custom:sheet-metal-fabrication
50|ENC-200-005|A|DIN rail mounting bracket|4|EA|Make|custom:sheet-metal-fabrication
60|ENC-200-006|B|Gland plate, laser cut|1|EA|Make|custom:laser-cutting
70|ENC-200-007|A|Base frame weldment, 2x2 square tube|1|EA|Make|custom:welding-fabrication
80|ENC-200-008|A|Lifting eye bracket, 1/4" plate|2|EA|Make|custom:laser-cutting
90|SOUTHCO E3-25-15|A|Compression latch, key locking|2|EA|Buy|standard
100|HINGE-CB-300|A|Concealed hinge, stainless|3|EA|Buy|standard
110|GSK-EPDM-12|A|EPDM door gasket, 12 x 6 mm, per ft|18|FT|Buy|standard
120|PEM S-M6-2|A|Self-clinching nut M6|12|EA|Buy|standard
130|PEM FH-M5-12|A|Self-clinching stud M5 x 12|8|EA|Buy|standard
140|HX-M6-16-SS|A|Hex head bolt M6 x 16 A2|12|EA|Buy|standard
150|WSH-M6-SS|A|Flat washer M6 A2|24|EA|Buy|standard
160|GRND-LUG-6|A|Ground lug, 6 AWG|1|EA|Buy|standard
170|DIN-35-1M|A|DIN rail 35 mm, slotted, 1 m|1|EA|Buy|standard
180|VENT-IP66|A|Breather vent, IP66|2|EA|Buy|standard
190|CG-PG13.5|A|Cable gland PG13.5, nylon|4|EA|Buy|standard
200|LBL-WARN-HV|A|Warning label, high voltage|2|EA|Buy|standard
210|ENC-200-010|A|Wiring duct cover, bent|2|EA|Make|custom:sheet-metal-fabrication
220|ENC-200-011|A|Window frame, CNC milled|1|EA|Make|custom:cnc-machining
230|ENC-200-012|A|Polycarbonate window, 6 mm, cut to size|1|EA|Make|custom:cnc-machining
240|ENC-200-013|A|Door stop arm, stamped|1|EA|Make|custom:metal-stamping
250|ENC-200-014|A|Mounting foot, cast aluminum|4|EA|Make|custom:sand-casting
260|RIVNUT-M5|A|Rivet nut M5, steel|8|EA|Buy|standard
270|FAN-120-24V|A|Filter fan 120 mm, 24 VDC|1|EA|Buy|standard
280|THERM-NC-50|A|Thermostat, NC, 50 C|1|EA|Buy|standard
290|ENC-200-015|A|Fan shroud|1|EA|Make|custom:sheet-metal-fabrication
300|ENC-200-016|A|Wire harness, fan and thermostat|1|EA|Make|custom:cable-and-wire-harness-assembly
310|PAINT-TOUCHUP|A|Touch-up paint RAL 7035|1|EA|Buy|standard
320|ENC-200-900|A|Final assembly and test|1|EA|Make|custom:mechanical-assembly`,
  },
  {
    name: 'Prototype 3D printer frame (spreadsheet by an engineer)',
    kind: 'mechanical',
    table: `Part|Qty|Source|Notes|label
2020 aluminum extrusion, 400 mm|4|Misumi HFS5-2020-400|cut to length|standard
2040 aluminum extrusion, 500 mm|2|Misumi HFS5-2040-500||standard
Corner bracket 2020|16|Amazon||standard
M5 T-nut|60|Amazon|drop-in|standard
M5x10 button head screw|60|Bolt Depot||standard
Motor mount X, printed PETG|1|print in house|40% infill|custom:3d-printing
Motor mount Y, printed PETG|1|print in house||custom:3d-printing
Idler pulley holder|2|print in house|PETG|custom:3d-printing
Hotend carriage|1|SLS nylon from JLC3DP||custom:3d-printing
Bed plate 235x235x6 cast aluminum, milled flat|1|local machine shop|MIC-6|custom:cnc-machining
Z lead screw T8x8 400mm with nut|2|Amazon||standard
NEMA 17 stepper motor 42-48|4|StepperOnline|17HS19-2004S1|standard
GT2 timing belt 6 mm|5|Amazon|meters|standard
GT2 20T pulley 5 mm bore|2|Amazon||standard
GT2 idler 20T|4|Amazon||standard
LM8UU linear bearing|8|Amazon||standard
Smooth rod 8 mm x 400|4|Amazon|chrome plated|standard
Flexible coupler 5x8|2|Amazon||standard
24V 350W power supply|1|Mean Well LRS-350-24||standard
Controller board SKR Mini E3|1|BigTreeTech||standard
PEI spring steel sheet 235|1|Amazon||standard
Frame side plate, waterjet cut 6mm aluminum|2|SendCutSend||custom:waterjet-cutting
Display bracket, laser cut acrylic|1|Ponoko|3 mm black|custom:laser-cutting
Cable chain 10x15|1|Amazon|1 m|standard
Spool holder|1|print in house|PLA|custom:3d-printing
Endstop switch|3|Amazon|microswitch|standard
Wiring harness, steppers and endstops|1|make|JST-XH|custom:cable-and-wire-harness-assembly
Silicone sock|1|Amazon||standard
Filament runout sensor|1|BTT||standard
Rubber feet|4|Amazon||standard
Custom bracket for Z rod top|2|TBD|maybe print or machine|unknown
Spare parts|1|||unknown`,
  },
  {
    name: 'Aerostructure bracket assembly (aerospace)',
    kind: 'mechanical',
    table: `Find No|Part Number|Nomenclature|Qty|Material / Spec|label
1|D4471-100|BRACKET ASSY, ACTUATOR SUPPORT|1||custom:mechanical-assembly
2|D4471-101|FITTING, MACHINED|1|AL 7050-T7451 PER AMS 4050|custom:cnc-machining
3|D4471-102|CLIP, FORMED|2|AL 2024-T3 SHEET .063 PER AMS-QQ-A-250/4|custom:sheet-metal-fabrication
4|D4471-103|LUG, FORGED AND MACHINED|1|TI-6AL-4V PER AMS 4928|custom:forging
5|D4471-104|BUSHING, FLANGED|2|AL-NI-BRONZE PER AMS 4640|custom:cnc-machining
6|NAS6204-8|BOLT, HEX HEAD|4|A286|standard
7|NAS1149F0463P|WASHER, FLAT|8|CRES|standard
8|MS21042L4|NUT, SELF-LOCKING, REDUCED HEX|4|CRES|standard
9|NAS1738B4-3|RIVET, BLIND|24|MONEL|standard
10|MS20470AD4-6|RIVET, UNIVERSAL HEAD|36|2117-T4|standard
11|NAS1611-012|PACKING, PREFORMED (O-RING)|2|FLUOROCARBON|standard
12|D4471-105|SHIM, LAMINATED|2|CRES .003 LAMINATIONS|custom:cnc-machining
13|MS24665-132|PIN, COTTER|2|CRES|standard
14|D4471-106|DOUBLER|1|AL 2024-T3 .040, chem film|custom:sheet-metal-fabrication
15|AS3209-012|O-RING|2||standard
16|D4471-107|SPACER, TUBULAR|4|AL 6061-T6 TUBE|custom:cnc-machining
17|BACB30LH4-5|BOLT, HI-LOK PIN|12|TITANIUM|standard
18|BACC30M4|COLLAR, HI-LOK|12|AL|standard
19|PR-1422 B2|SEALANT, FAY SURFACE||standard
20|D4471-108|PLATE, NUT, ANCHOR (custom shape)|2|CRES 17-4 PH, passivate per AMS 2700|custom:cnc-machining
21|MS21059L3|NUTPLATE, FLOATING|6|CRES|standard
22|D4471-109|ANGLE, EXTRUDED, cut and drilled|2|AL 7075-T6511 EXTRUSION|custom:aluminum-extrusion
23|D4471-110|HOUSING, INVESTMENT CAST|1|17-4 PH CRES, cast per AMS 5355|custom:investment-casting
24|REF|DRAWING NOTES|1||unknown`,
  },
];
