/** Hand-labelled evaluation BOMs (mixed mechanical + electronic products and machines). */
export const MIXED_BOMS: { name: string; kind: 'mechanical' | 'electronic' | 'mixed'; table: string }[] = [
  {
    name: 'Smart speaker (consumer product, Arena PLM export)',
    kind: 'mixed',
    table: `Level|Item Number|Revision|Name|Quantity|Commodity|Vendor|Vendor Part|label
0|SPK-0001|D|Smart speaker, finished good|1|Top level|||custom:mechanical-assembly
1|SPK-1001|C|Top housing|1|Plastic - molded|||custom:injection-molding
1|SPK-1002|C|Bottom housing|1|Plastic - molded|||custom:injection-molding
1|SPK-1003|B|Speaker grille, perforated|1|Sheet metal|||custom:sheet-metal-fabrication
1|SPK-1004|B|Acoustic fabric, knit polyester, die cut|1|Textile|||unknown
1|SPK-1005|A|Button cap, volume up|1|Plastic - molded|||custom:injection-molding
1|SPK-1006|A|Button cap, volume down|1|Plastic - molded|||custom:injection-molding
1|SPK-1007|A|LED light guide ring|1|Plastic - molded|||custom:injection-molding
1|SPK-1008|B|Rubber base pad|1|Silicone - molded|||custom:injection-molding
1|SPK-1009|A|Weight plate, zinc die cast|1|Metal - casting|||custom:die-casting
1|SPK-2001|E|Main logic board PCBA|1|PCBA|||custom:pcb-assembly
1|SPK-2002|C|LED ring PCBA|1|PCBA|||custom:pcb-assembly
1|SPK-2003|B|Button flex PCB|1|Flex circuit|||custom:pcb-fabrication
1|SPK-3001|A|Woofer 3", 4 ohm, 15W|1|Acoustic|Tymphany|PMT-85C25AA01-04|standard
1|SPK-3002|A|Tweeter 1", 4 ohm|2|Acoustic|Tymphany|XT25SC90-04|standard
1|SPK-3003|A|MEMS microphone|4|Electronic|Knowles|SPH0645LM4H-B|standard
1|SPK-4001|A|Power adapter 19V 2.1A, US plug|1|Power|Ktec|KSA-40A1900210HU|standard
1|SPK-4002|A|DC barrel jack cable, 1.5 m|1|Cable|||standard
1|SPK-5001|A|Screw, PT K30x8, pan head, black|8|Fastener|Bossard||standard
1|SPK-5002|A|Screw, M2x4 machine, black zinc|6|Fastener|||standard
1|SPK-5003|A|Board-to-board FFC, 20 pin, 0.5 mm pitch, 60 mm|1|Cable|Molex|0150200206|standard
1|SPK-5004|A|Woofer gasket, closed cell foam|1|Foam|||unknown
1|SPK-5005|A|Double-sided tape, 3M 9448A, die cut|2|Adhesive|3M||standard
1|SPK-6001|B|Gift box, printed|1|Packaging|||standard
1|SPK-6002|A|Molded pulp insert|1|Packaging|||standard
1|SPK-6003|A|Quick start guide|1|Printed matter|||standard
1|SPK-6004|A|Regulatory label|1|Label|||standard
1|SPK-7001|A|Speaker baffle, CNC machined prototype|1|Prototype|||custom:cnc-machining
1|SPK-7002|A|Housing prototype, SLA|2|Prototype|||custom:3d-printing
1|SPK-7003|A|Housing bridge tooling parts, urethane cast|20|Prototype|||custom:urethane-casting
1|SPK-7004|A|Feet, rotomolded|1|Plastic|||custom:rotational-molding`,
  },
  {
    name: 'Packaging line conveyor module (machine builder)',
    kind: 'mixed',
    table: `Pos.|Qty|Unit|Drawing / Part No.|Description|Material|Supplier|Remarks|label
1|1|pc|CV-100-00|Conveyor frame, welded|S235 / A36 tube 60x40x3|make|galvanized|custom:welding-fabrication
2|2|pc|CV-100-01|Side guide rail|UHMW-PE|make|machined|custom:cnc-machining
3|1|pc|CV-100-02|Drive shaft Ø25 h7|C45 / 1045|make|keyway DIN 6885|custom:cnc-machining
4|1|pc|CV-100-03|Idler shaft Ø25|1045|make||custom:cnc-machining
5|2|pc|CV-100-04|Drive roller, crowned|6061-T6 tube, turned|make||custom:cnc-machining
6|4|pc|UCFL205|Flange bearing unit 25 mm|Cast iron|SKF||standard
7|1|pc|SEW R37DRN80M4|Helical gearmotor 0.75 kW|-|SEW-Eurodrive||standard
8|1|pc|CV-100-05|Motor mounting plate, 10 mm|S355 plate|make|laser cut + drilled|custom:laser-cutting
9|1|pc|CV-100-06|Belt guard|1.5 mm galv. sheet|make|bent, powder coat yellow|custom:sheet-metal-fabrication
10|6.2|m|BELT-PVC-400|PVC conveyor belt 400 mm wide, endless vulcanized|PVC|Habasit||standard
11|4|pc|LEV-M16|Leveling foot M16, 80 mm base|Zinc steel|Elesa||standard
12|1|pc|CV-100-07|Electrical box mounting bracket|2 mm steel sheet|make|bent|custom:sheet-metal-fabrication
13|1|pc|CV-100-08|Control cabinet wiring harness|-|make||custom:cable-and-wire-harness-assembly
14|1|pc|6ES7214-1AG40-0XB0|PLC S7-1200 CPU 1214C|-|Siemens||standard
15|1|pc|G120C-0.75|Frequency inverter 0.75 kW|-|Siemens||standard
16|2|pc|IFM O5D100|Photoelectric distance sensor|-|ifm||standard
17|1|pc|XB5AS8442|Emergency stop push button|-|Schneider Electric||standard
18|1|pc|3SU1100-0AB20-1BA0|Push button green|-|Siemens||standard
19|10|m|LAPP 0035803|Control cable ÖLFLEX 5G1.5|-|Lapp||standard
20|24|pc|ISO 4762 M8x25|Socket head cap screw 8.8|Steel zinc|Würth||standard
21|24|pc|ISO 7089 M8|Washer|Steel zinc|Würth||standard
22|8|pc|DIN 985 M8|Nyloc nut|Steel zinc|Würth||standard
23|2|pc|DIN 6885 A8x7x32|Parallel key|C45|Würth||standard
24|2|pc|CV-100-09|Belt tensioner block|6061|make|anodized|custom:cnc-machining
25|2|pc|CV-100-10|Tensioner screw M12|stainless 304|make|turned, custom length|custom:cnc-machining
26|1|pc|SMC MHZ2-20D|Pneumatic parallel gripper|-|SMC||standard
27|1|pc|SMC SY5120-5DZ-01|Solenoid valve 5/2|-|SMC||standard
28|1|pc|AW20-02BG|Filter regulator with gauge|-|SMC||standard
29|4|pc|KQ2L06-01AS|Elbow fitting 6 mm R1/8|-|SMC||standard
30|1|pc|CV-100-11|Product stop pusher plate|POM|make|waterjet|custom:waterjet-cutting
31|1|pc|CV-100-12|Sensor mounting bracket|1.5 mm stainless|make|laser cut & bent|custom:sheet-metal-fabrication
32|1|pc|CV-100-13|Cast idler housing|Ductile iron|foundry|machine bores after casting|custom:sand-casting
33|1|pc|CV-100-14|Chain guard, vacuum formed|ABS 3 mm|make||custom:thermoforming
34|1|pc|08B-1 chain 1.5 m|Roller chain ISO 08B-1|Steel|Tsubaki||standard
35|2|pc|08B-1 sprocket z19|Sprocket 19T, pilot bore|Steel|Tsubaki|rebore to Ø25 H7|standard
36|1|pc|CV-100-15|Guard door with hinges, welded mesh panel|Steel|make||custom:welding-fabrication
37|1|pc|CV-100-16|Safety interlock switch|-|Pilz PSENcode||standard
38|1|pc|CV-100-17|Bent tube handle Ø25|304 tube|make|mandrel bent|custom:tube-bending
39|1|pc|CV-100-18|Spare|-|-|-|unknown
40|1|pc|CV-100-19|Documentation package|-|make|CE file|unknown`,
  },
  {
    name: 'Handheld diagnostic reader (medical device)',
    kind: 'mixed',
    table: `Part Number|Description|Qty|Material|Finish|Process|Manufacturer|MPN|label
HDR-100|Front housing|1|PC/ABS, UL94 V-0|MT-11010 texture||||custom:injection-molding
HDR-101|Rear housing|1|PC/ABS|MT-11010||||custom:injection-molding
HDR-102|Battery door|1|PC/ABS|||||custom:injection-molding
HDR-103|Display window|1|PMMA 1.0 mm|hard coat|laser cut|||custom:laser-cutting
HDR-104|Overmolded grip|1|TPE 60A over PC|||||custom:injection-molding
HDR-105|Cartridge guide, machined|1|PEEK natural||CNC|||custom:cnc-machining
HDR-106|Optical bench|1|6061-T6|black anodize type II||||custom:cnc-machining
HDR-107|Spring contact shield|1|Nickel silver 0.2 mm||stamped|||custom:metal-stamping
HDR-108|Main PCBA|1|||SMT|||custom:pcb-assembly
HDR-109|Display 2.4" TFT with capacitive touch|1|||Buy|Newhaven|NHD-2.4-240320CF-CTXI#|standard
HDR-110|Li-ion battery 3.7V 2000mAh with PCM|1|||Buy|Tenergy||standard
HDR-111|Photodiode|2||||Hamamatsu|S1223-01|standard
HDR-112|LED 525 nm|2||||Osram|LT CPDP|standard
HDR-113|Screw, PT 2.2 x 8 torx|6||||Ejot||standard
HDR-114|Threaded insert M2 press-in|4|Brass|||Spirol||standard
HDR-115|Label, device, polyester with UDI|1||||Brady||standard
HDR-116|IFU booklet|1||||||standard
HDR-117|Carry case, EVA|1||||||standard
HDR-118|USB-C cable 1 m|1||||Anker||standard
HDR-119|Cartridge ejector spring|1|302 SS|||Lee Spring|LC 010A 04 S|standard
HDR-120|Gasket, LSR, custom|1|Liquid silicone rubber||molded|||custom:injection-molding
HDR-121|Desiccant 1 g|1||||||standard
HDR-122|Shield can, drawn|1|Tin-plated steel||||||custom:metal-stamping
HDR-123|Heat staking fixture|1|Aluminum||||||custom:jigs-and-fixtures
HDR-124|Assembly, final, with calibration|1|||||||custom:mechanical-assembly`,
  },
  {
    name: 'Inspection drone (startup spreadsheet)',
    kind: 'mixed',
    table: `#|Component|Qty|Vendor|Part #|Cost|label
1|Carbon fiber frame plates 3mm, CNC cut|2|custom - Protolabs||$85.00|custom:carbon-fiber-composites
2|Carbon fiber arm tubes 16mm|4|DragonPlate|CT-16-14-500|$18.00|standard
3|Arm clamp, 7075 machined|8|Xometry||$22.50|custom:cnc-machining
4|Motor 2807 1300KV|4|T-Motor|F90|$39.90|standard
5|ESC 4-in-1 55A|1|Holybro|Tekko32 F4 4in1|$89.00|standard
6|Flight controller|1|Holybro|Pixhawk 6C Mini|$179.00|standard
7|GPS module M10|1|Holybro|M10 GPS|$45.00|standard
8|Propeller 7x3.5 tri-blade|8|HQProp|T7X3.5X3|$2.50|standard
9|LiPo 6S 3000mAh|2|Tattu|TA-R-3000-6S|$74.00|standard
10|Camera gimbal mount, SLS nylon|1|JLC3DP||$31.00|custom:3d-printing
11|Canopy, vacuum formed PETG|1|custom||$40.00|custom:thermoforming
12|Landing gear, printed TPU|4|in-house||$3.00|custom:3d-printing
13|Power distribution board, custom|1|JLCPCB||$12.00|custom:pcb-assembly
14|XT60 connector pair|2|Amass|XT60H|$1.20|standard
15|Silicone wire 12 AWG red/black|2|BNTECHGO||$9.99|standard
16|M3x8 titanium screws|40|Amazon||$0.35|standard
17|M3 aluminum standoff 25mm|8|Amazon||$0.40|standard
18|Vibration dampers|4|Amazon||$0.90|standard
19|Battery strap, kevlar|2|Amazon||$3.00|standard
20|Telemetry radio 915MHz|1|Holybro|SiK V3|$59.00|standard
21|Wiring harness FC to ESC|1|make||$5.00|custom:cable-and-wire-harness-assembly
22|Gimbal bracket, bent 1mm aluminum|1|SendCutSend||$14.00|custom:sheet-metal-fabrication
23|Misc|1|||$20.00|unknown
24|Thermal camera module|1|FLIR|Boson 320|$1,299.00|standard`,
  },
];
