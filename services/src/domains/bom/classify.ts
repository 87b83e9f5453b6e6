import type { LineKind } from '@forge/contract';
import { glossChinese } from './chinese-terms.js';
import { columnVotes } from './column-evidence.js';
import { markerVotes, titleVotes } from './context-evidence.js';
import { isNote, NON_PART_HEADS, readHead, type HeadClass } from './head-noun.js';
import { learnedModel, lineFeatures } from './learned-model.js';
import type { NormalizedLine } from './normalize.js';
import { processRef, type ProcessSlug, type StandardCategory } from './processes.js';

/**
 * An explainable BOM line classifier: curated vocabulary (longest phrase first), column cues (material,
 * finish, make/buy, manufacturer, ref des) and part-number patterns add weighted votes for "custom via
 * process X" or "standard part of category Y". The votes that decided are returned as evidence.
 */

export type { LineKind } from '@forge/contract';

export interface Classification {
  kind: LineKind;
  process: { slug: string; name: string } | null;
  standardCategory: StandardCategory | null;
  confidence: number;
  evidence: string[];
}

type Target = { p: ProcessSlug | 'generic' } | { s: StandardCategory | 'generic' };
interface Vote {
  target: Target;
  weight: number;
  why: string;
}

const C = (p: ProcessSlug | 'generic'): Target => ({ p });
const S = (s: StandardCategory | 'generic'): Target => ({ s });

/** [target, weight, phrases] — phrases are lowercase words joined by single spaces. */
const VOCABULARY: [Target, number, string[]][] = [
  // Custom: explicit process words
  [C('cnc-machining'), 3, ['machined', 'machining', 'cnc', 'cnc machined', 'cnc milled', 'milled', 'turned', 'lathe', 'lathe turned', '5-axis', '5 axis', 'swiss turned', 'edm', 'wire edm', 'ground shaft', 'precision machined', 'machine from', 'machined from']],
  [C('cnc-machining'), 1.4, ['shaft', 'spindle', 'manifold block', 'manifold', 'axle', 'mandrel', 'hub', 'flange', 'block', 'bushing custom', 'adapter plate', 'mounting block', 'arbor', 'nozzle', 'piston', 'cam', 'clevis', 'yoke', 'fixture plate', 'mount block', 'bearing block', 'bearing housing', 'motor mount', 'tool holder', 'boss', 'rotor', 'impeller', 'coupling hub']],
  [C('laser-cutting'), 3, ['laser cut', 'laser-cut', 'lasercut', 'laser cutting', 'laser cut plate', 'flat pattern', 'dxf', 'engraved', 'laser engraved', 'laser etched', 'laser marked', 'stencil', 'smt stencil', 'solder stencil']],
  [C('waterjet-cutting'), 3, ['waterjet', 'water jet', 'waterjet cut', 'abrasive waterjet']],
  [C('sheet-metal-fabrication'), 3, ['sheet metal', 'sheetmetal', 'formed sheet', 'brake formed', 'press brake', 'bent', 'bend', 'bends', 'formed', 'folded']],
  [C('sheet-metal-fabrication'), 1.4, ['enclosure', 'chassis', 'panel', 'front panel', 'rear panel', 'side panel', 'cover', 'top cover', 'bracket', 'tray', 'cabinet', 'lid', 'gusset', 'shield', 'rf shield', 'shroud', 'guard', 'door', 'skin', 'faceplate', 'face plate', 'angle bracket', 'l-bracket', 'l bracket', 'u-channel', 'channel', 'z-bracket', 'mounting bracket', 'deck', 'duct', 'back plate', 'backplate', 'mounting plate', 'base plate', 'baseplate', 'plate', 'cover plate', 'hood', 'box']],
  [C('metal-stamping'), 3, ['stamped', 'stamping', 'progressive die', 'stamped part', 'drawn', 'deep drawn', 'shield can', 'fineblanked']],
  [C('3d-printing'), 3, ['3d printed', '3d print', '3d-printed', 'printed part', 'printed', 'print', 'print in house', 'printed in house', 'sla', 'sls', 'fdm', 'mjf', 'dmls', 'slm', 'polyjet', 'additive', 'additively', 'multi jet fusion', 'resin printed', 'fff']],
  [C('injection-molding'), 3, ['injection molded', 'injection moulded', 'injection molding', 'molded', 'moulded', 'overmold', 'overmolded', 'over-molded', 'insert molded', 'mold', 'mould']],
  [C('injection-molding'), 1.4, ['bezel', 'keycap', 'button cap', 'light pipe', 'battery door', 'plastic housing', 'housing top', 'housing bottom', 'top housing', 'bottom housing', 'upper housing', 'lower housing', 'front housing', 'rear housing', 'housing', 'case top', 'case bottom', 'enclosure top', 'enclosure bottom', 'snap fit', 'clip plastic', 'grip', 'handle grip']],
  [C('die-casting'), 3.5, ['die cast', 'die-cast', 'diecast', 'die casting', 'a380', 'adc12', 'zamak', 'zinc die cast', 'pressure die cast']],
  [C('investment-casting'), 3.5, ['investment cast', 'investment casting', 'lost wax', 'lost-wax']],
  [C('sand-casting'), 3, ['sand cast', 'sand casting', 'cast iron', 'ductile iron', 'gray iron', 'grey iron', 'foundry', 'cast', 'cast aluminum', 'cast aluminium']],
  [C('sand-casting'), 1.5, ['casting', 'castings']],
  [C('urethane-casting'), 3, ['urethane cast', 'urethane casting', 'cast urethane', 'polyurethane cast', 'silicone mold', 'vacuum cast']],
  [C('thermoforming'), 3, ['thermoformed', 'vacuum formed', 'vacuum-formed', 'thermoform']],
  [C('forging'), 3, ['forged', 'forging', 'closed die forged']],
  [C('tube-bending'), 3, ['bent tube', 'tube bending', 'bent tubing', 'mandrel bent', 'roll bar', 'handrail']],
  [C('aluminum-extrusion'), 3, ['custom extrusion', 'custom extruded profile', 'extrusion die', 'custom profile']],
  // A bare "extrusion" is usually catalogue T-slot stock cut to length: a weak custom cue only.
  [C('aluminum-extrusion'), 1.2, ['extruded profile', 'extrusion profile', 'extruded', 'extrusion']],
  [C('welding-fabrication'), 3, ['weldment', 'welded', 'welding', 'weld assembly', 'weld assy', 'fabricated', 'fabrication', 'tig welded', 'mig welded', 'welded frame', 'weld']],
  [C('welding-fabrication'), 1.4, ['frame', 'base frame', 'skid', 'stand', 'cart', 'chassis frame', 'support frame', 'structure', 'truss', 'railing', 'rack', 'platform']],
  [C('pcb-fabrication'), 3.5, ['pcb', 'bare pcb', 'bare board', 'printed circuit board', 'pwb', 'fr4', 'fr-4', 'gerber', 'gerbers', '2-layer', '4-layer', '6-layer', '8-layer', '2 layer', '4 layer', '6 layer', 'flex pcb', 'rigid-flex', 'flex circuit', 'enig', 'hasl', 'circuit board', 'pcb fab', 'pcb fabrication', 'mcpcb']],
  [C('pcb-assembly'), 4.5, ['pca', 'pcba', 'pcb assembly', 'assembled pcb', 'assembled board', 'circuit card assembly', 'cca', 'smt assembly', 'populated board', 'populated pcb', 'board assembly', 'pcb assy', 'pcb assembled', 'turnkey assembly', 'main board assembly', 'controller board assembly']],
  [C('cable-and-wire-harness-assembly'), 4.5, ['wire harness', 'wiring harness', 'harness', 'cable assembly', 'cable assy', 'custom cable', 'harness assembly', 'wire assembly', 'cable harness', 'overmolded cable']],
  [C('carbon-fiber-composites'), 3, ['carbon fiber', 'carbon fibre', 'cfrp', 'composite layup', 'prepreg', 'fiberglass', 'gfrp', 'frp']],
  [C('gear-cutting'), 3, ['custom gear', 'hobbed', 'gear cut', 'spline shaft', 'splined shaft', 'ring gear', 'helical gear', 'worm gear']],
  [C('mechanical-assembly'), 3, ['sub-assembly', 'subassembly', 'sub assembly', 'top level assembly', 'top-level assembly', 'final assembly', 'assembly', 'assy', 'sub-assy', 'subassy', 'finished good', 'finished goods', 'top level', 'top-level', 'final assembly and test']],
  [C('technical-ceramics-fabrication'), 3, ['ceramic', 'alumina', 'zirconia', 'silicon carbide', 'macor']],
  [C('glass-fabrication'), 3, ['glass window', 'tempered glass', 'borosilicate', 'glass panel', 'sapphire window', 'glass lens', 'optical window']],
  [C('jigs-and-fixtures'), 3, ['jig', 'fixture', 'assembly fixture', 'welding fixture', 'test fixture', 'check gauge', 'nest']],
  [C('rotational-molding'), 3, ['rotomolded', 'roto-molded', 'rotational molded', 'rotationally molded']],
  [C('generic'), 1.2, ['mount', 'holder', 'baffle', 'arm', 'lever', 'link', 'tab', 'guide', 'carrier', 'jaw', 'finger', 'body', 'support', 'spacer', 'window', 'adapter', 'clamp block', 'cradle', 'bezel', 'trim', 'retainer', 'pusher', 'paddle', 'blade', 'pad', 'stop', 'slide block', 'wear strip', 'part', 'component', 'prototype']],
  [C('generic'), 2, ['custom', 'per drawing', 'per dwg', 'per print', 'to print', 'see drawing', 'see dwg', 'drawing', 'dwg', 'made to order', 'make', 'in-house', 'inhouse', 'in house', 'fabricate', 'fab part', 'proprietary', 'tolerance', 'gd&t', 'drawing rev']],

  // Standard: bought parts
  [S('fasteners'), 3.5, ['screw', 'bolt', 'nut', 'washer', 'lock washer', 'lockwasher', 'split washer', 'flat washer', 'fender washer', 'rivet', 'pop rivet', 'blind rivet', 'standoff', 'stand-off', 'stand off', 'spacer standoff', 'dowel', 'dowel pin', 'roll pin', 'spring pin', 'clevis pin', 'cotter pin', 'hitch pin', 'circlip', 'retaining ring', 'snap ring', 'e-clip', 'e clip', 'shcs', 'bhcs', 'fhcs', 'socket head', 'socket head cap screw', 'cap screw', 'button head', 'flat head', 'pan head', 'shoulder screw', 'shoulder bolt', 'set screw', 'setscrew', 'grub screw', 'thumb screw', 'thumbscrew', 'machine screw', 'self-tapping', 'self tapping', 'sheet metal screw', 'wood screw', 'lag screw', 'lag bolt', 'carriage bolt', 'eye bolt', 'u-bolt', 'u bolt', 'heat-set insert', 'heat set insert', 'threaded insert', 'helicoil', 'helical insert', 'thread insert', 'pem', 'pem nut', 'pem stud', 'clinch nut', 'self-clinching', 'rivet nut', 'rivnut', 't-nut', 't nut', 'tnut', 'wing nut', 'hex nut', 'nyloc', 'nylock', 'lock nut', 'locknut', 'jam nut', 'flange nut', 'cage nut', 'acorn nut', 'threaded rod', 'stud', 'anchor', 'hex bolt', 'hex screw', 'torx screw', 'phillips', 'countersunk screw', 'fastener', 'fasteners', 'hardware kit', 'pop-rivet', 'quarter turn fastener', 'captive screw', 'captive panel screw', 'shim']],
  [S('passives'), 3.5, ['antenna', 'chip antenna', 'resistor', 'res', 'chip resistor', 'thick film', 'thin film resistor', 'current sense resistor', 'shunt resistor', 'capacitor', 'cap cer', 'cap ceramic', 'ceramic capacitor', 'mlcc', 'electrolytic', 'tantalum', 'film capacitor', 'supercapacitor', 'inductor', 'ferrite', 'ferrite bead', 'bead', 'choke', 'common mode choke', 'thermistor', 'ntc', 'ptc', 'varistor', 'mov', 'potentiometer', 'trimmer', 'trimpot', 'crystal', 'xtal', 'oscillator', 'resonator', 'x7r', 'x5r', 'c0g', 'np0', 'y5v', 'resistor array', 'resistor network']],
  [S('semiconductors'), 3.5, ['ic', 'microcontroller', 'mcu', 'microprocessor', 'op amp', 'op-amp', 'opamp', 'operational amplifier', 'amplifier', 'voltage regulator', 'ldo', 'linear regulator', 'buck converter', 'boost converter', 'switching regulator', 'mosfet', 'transistor', 'bjt', 'npn', 'pnp', 'n-channel', 'p-channel', 'diode', 'zener', 'schottky', 'rectifier', 'bridge rectifier', 'led', 'leds', 'tvs', 'tvs diode', 'esd protection', 'optocoupler', 'opto', 'eeprom', 'flash memory', 'sram', 'dram', 'fpga', 'cpld', 'gate driver', 'motor driver', 'comparator', 'adc', 'dac', 'transceiver', 'can transceiver', 'rs485', 'uart', 'usb bridge', 'logic', 'buffer', 'mux', 'multiplexer', 'shift register', 'timer ic', 'reference', 'voltage reference', 'supervisor', 'load switch', 'photodiode', 'phototransistor', 'igbt', 'triac', 'scr', 'soc', 'rtc', 'accelerometer', 'imu', 'gyroscope', 'mems', 'hall sensor', 'sot-23', 'sot23', 'sot-223', 'soic', 'soic-8', 'qfn', 'tqfp', 'lqfp', 'bga', 'dfn', 'sod-123', 'sod-323', 'to-220', 'to-92', 'to-263', 'msop', 'tssop', 'ssop', 'dip-8', 'sma', 'smb', 'smc', 'dpak', 'd2pak']],
  [S('connectors'), 3.5, ['connector', 'conn', 'header', 'pin header', 'socket header', 'female header', 'male header', 'receptacle', 'terminal block', 'terminal', 'jack', 'plug', 'usb-c', 'usb c', 'usb type-c', 'micro usb', 'micro-usb', 'usb', 'rj45', 'rj-45', 'rj11', 'jst', 'molex', 'crimp contact', 'crimp terminal', 'contact', 'd-sub', 'dsub', 'db9', 'db-9', 'db25', 'm12', 'banana', 'barrel jack', 'dc jack', 'ffc', 'fpc', 'fpc connector', 'idc', 'sma connector', 'u.fl', 'ufl', 'bnc', 'xlr', 'sim card', 'sd card socket', 'card socket', 'ic socket', 'spring contact', 'pogo pin', 'test point', 'testpoint', 'jumper', 'shunt', 'deutsch', 'amphenol', 'wago', 'phoenix contact', 'screw terminal', 'spade terminal', 'ring terminal', 'quick disconnect terminal', 'faston', 'housing crimp', 'connector housing', 'pin', 'pins']],
  [S('electromechanical'), 3.5, ['interlock switch', 'safety interlock', 'endstop', 'endstop switch', 'switch', 'tactile switch', 'tact switch', 'slide switch', 'toggle switch', 'rocker switch', 'dip switch', 'limit switch', 'microswitch', 'micro switch', 'pushbutton', 'push button', 'push-button', 'e-stop', 'emergency stop', 'relay', 'solid state relay', 'ssr', 'contactor', 'fuse', 'fuse holder', 'fuseholder', 'resettable fuse', 'polyfuse', 'circuit breaker', 'breaker', 'buzzer', 'beeper', 'microphone', 'mems microphone', 'piezo', 'encoder', 'rotary encoder', 'joystick', 'keypad', 'indicator', 'pilot light', 'solenoid', 'reed switch', 'thermostat', 'vibration motor']],
  [S('modules'), 2.5, ['sensor', 'speaker']],
  [S('modules'), 3.5, ['module', 'esc', 'flight controller', 'telemetry radio', 'radio', 'gps', 'propeller', 'prop', 'lipo battery', 'woofer', 'tweeter', 'microphone module', 'camera gimbal', 'dev board', 'development board', 'evaluation board', 'eval board', 'breakout board', 'breakout', 'arduino', 'raspberry pi', 'raspberry', 'esp32', 'esp8266', 'wifi module', 'bluetooth module', 'ble module', 'gps module', 'gsm module', 'lte module', 'display', 'lcd', 'oled', 'tft', 'touchscreen', 'touch screen', 'e-paper', 'camera', 'camera module', 'proximity sensor', 'temperature sensor', 'pressure sensor', 'load cell', 'thermocouple', 'rtd', 'photoelectric sensor', 'plc', 'hmi', 'sbc', 'single board computer', 'controller board', 'runout sensor', 'frequency inverter', 'photoelectric', 'photoelectric distance sensor', 'compute module', 'ssd', 'sd card', 'microsd', 'memory card', 'antenna', 'router', 'switch ethernet', 'ethernet switch', 'vfd', 'motor controller', 'controller', 'stepper driver', 'servo drive', 'thermal camera', 'barcode scanner', 'scanner', 'webcam', 'heatsink', 'heat sink', 'fan', 'cooling fan', 'blower', 'filter module', 'emi filter', 'power entry module', 'iec inlet', 'meter', 'gauge', 'valve module']],
  [S('cables-wire'), 3, ['silicone wire', 'control cable', 'cable', 'wire', 'hook-up wire', 'hookup wire', 'hook up wire', 'awg', 'heat shrink', 'heatshrink', 'heat-shrink', 'shrink tube', 'sleeving', 'braided sleeving', 'cable tie', 'zip tie', 'zip ties', 'tie wrap', 'ferrule', 'wire ferrule', 'lug', 'ring lug', 'patch cord', 'patch cable', 'usb cable', 'power cord', 'ribbon cable', 'coax', 'coaxial', 'ethernet cable', 'hdmi cable', 'extension cord', 'jumper wire', 'jumper wires', 'cable gland', 'strain relief', 'wire loom', 'split loom', 'conduit', 'cord grip', 'cable carrier', 'drag chain']],
  [S('bearings-motion'), 3.5, ['bearing', 'ball bearing', 'bearings', 'roller bearing', 'needle bearing', 'thrust bearing', 'linear bearing', 'pillow block', 'flange bearing', 'bushing', 'oilite', 'sleeve bearing', 'linear rail', 'linear guide', 'linear guide rail', 'rail carriage', 'carriage block', 'lead screw', 'leadscrew', 'ball screw', 'ballscrew', 'acme screw', 'lead nut', 'timing belt', 'gt2', 'belt', 'v-belt', 'timing pulley', 'idler pulley', 'idler', 'shaft coupling', 'flexible coupling', 'jaw coupling', 'coupler', 'shaft collar', 'collar', 'sprocket', 'roller chain', 'chain', 'caster', 'castor', 'wheel', 'drawer slide', 'slide rail', 'gas spring', 'gas strut', 'damper', 'linear actuator', 'actuator', 'gearbox', 'gear reducer', 'spur gear', 'linear shaft', 'rod end', 'heim joint', 'ball joint', 'universal joint', 'u-joint', 'keyed shaft', 'linear slide', 'smooth rod', 'linear rod', 'conveyor belt', 'flange bearing unit', 'bearing unit', 'parallel key', 'key stock']],
  [S('bearings-motion'), 1.5, ['rail']],
  [S('seals-springs'), 3.5, ['o-ring', 'oring', 'o ring', 'orings', 'o-rings', 'x-ring', 'quad ring', 'seal', 'lip seal', 'oil seal', 'shaft seal', 'wiper seal', 'gasket', 'spring', 'compression spring', 'extension spring', 'torsion spring', 'wave spring', 'disc spring', 'belleville', 'grommet', 'bumper', 'rubber bumper', 'rubber foot', 'rubber feet', 'vibration isolator', 'isolator', 'vibration mount', 'edge trim', 'weatherstrip', 'weather strip', 'foam tape', 'sponge']],
  [S('hardware'), 3, ['t-nut', 'corner bracket 2020', 'cable chain', 'battery strap', 'strap', 'carry case', 'case', 'hinge', 'piano hinge', 'latch', 'draw latch', 'handle', 'pull handle', 'drawer pull', 'knob', 'cam lock', 'cam latch', 'lock', 'padlock', 'key', 'keyed lock', 'magnet', 'magnets', 'neodymium', 'leveling foot', 'leveling feet', 'levelling foot', 'feet', 'foot', 'glide', 'din rail', 'cable clip', 'p-clip', 'adhesive mount', 'tie mount', 'label holder', 't-slot', 'tslot', '8020', '80/20', 'hfs5', 'extrusion 2020', '2020 extrusion', '2040 extrusion', 'aluminum profile', 't-slot extrusion', 'gusset bracket', 'angle connector', 'end cap', 'door stop', 'chain link', 'snap', 'clip', 'spring clip', 'hook', 'carabiner', 'shackle', 'turnbuckle', 'eyelet', 'ball plunger', 'index plunger', 'spring plunger', 'toggle clamp', 'hose clamp', 'clamp', 'pipe clamp', 'strut', 'unistrut', 'cable tray', 'mirror', 'vent', 'breather vent', 'filter']],
  [S('fluid-power'), 3.5, ['pneumatic', 'pneumatic cylinder', 'pneumatic slide', 'pneumatic gripper', 'cylinder', 'filter regulator', 'fitting', 'fittings', 'push-to-connect', 'push to connect', 'push-in fitting', 'barb', 'hose barb', 'elbow fitting', 'tee fitting', 'npt', 'bspp', 'jic', 'valve', 'solenoid valve', 'check valve', 'ball valve', 'needle valve', 'pressure regulator', 'air regulator', 'tubing', 'tube', 'hose', 'quick disconnect', 'quick coupler', 'pump', 'air cylinder', 'pneumatic cylinder', 'hydraulic cylinder', 'frl', 'muffler', 'silencer', 'flow control', 'pressure switch', 'pressure gauge', 'manifold pneumatic', 'compression fitting', 'union', 'nipple', 'bushing reducer', 'reducer', 'coupling npt', 'pipe', 'ptfe tubing', 'silicone tubing', 'pvc pipe']],
  [S('tools'), 3, ['tool', 'wrench', 'screwdriver', 'hex key', 'allen key', 'allen wrench', 'drill bit', 'end mill', 'crimper', 'crimp tool', 'crimping tool', 'torque wrench', 'pliers', 'soldering iron', 'multimeter', 'calipers', 'caliper', 'tap set', 'deburring tool', 'tweezers', 'heat gun', 'socket set', 'utility knife', 'ratchet']],
  [S('consumables'), 3, ['gift box', 'box printed', 'pulp insert', 'molded pulp', 'insert card', 'ifu', 'booklet', 'guide booklet', 'silicone sock', 'spring steel sheet', 'pei sheet', 'build plate sheet', 'adhesive', 'epoxy', 'glue', 'loctite', 'threadlocker', 'thread locker', 'tape', 'kapton', 'vhb', 'double-sided tape', 'label', 'labels', 'nameplate label', 'grease', 'lubricant', 'lube', 'oil', 'thermal paste', 'thermal compound', 'thermal pad', 'thermal interface', 'solder', 'solder paste', 'flux', 'cleaner', 'ipa', 'isopropyl', 'desiccant', 'packaging', 'carton', 'shipping box', 'foam insert', 'bag', 'esd bag', 'poly bag', 'paint', 'primer', 'sealant', 'rtv', 'silicone sealant', 'potting', 'potting compound', 'conformal coat spray', 'shrink wrap', 'manual', 'user manual', 'quick start guide', 'warranty card', 'sticker', 'decal', 'pallet', 'wipes', 'gloves', 'sandpaper']],
  [S('motors-power'), 3.5, ['motor', 'dc motor', 'stepper', 'stepper motor', 'nema 17', 'nema17', 'nema 23', 'bldc', 'brushless motor', 'servo', 'servo motor', 'gearmotor', 'gear motor', 'transformer', 'battery', 'batteries', 'li-ion', 'lipo', 'lifepo4', 'battery pack', 'battery holder', 'coin cell', 'cr2032', 'aa battery', '18650', 'charger', 'power supply', 'psu', 'ac-dc', 'ac/dc', 'dc-dc', 'dc/dc', 'wall adapter', 'power adapter', 'adapter', 'inverter', 'ups', 'solar panel', 'power brick', 'meanwell', 'mean well', 'gearmotor', 'helical gearmotor', 'lipo', 'nema']],
  [S('generic'), 3, ['to be purchased', 'bought', 'already owned', 'neopixel', 'neo-pixel', 'potentiometer', 'trimpot', 'trim pot', 'receiver', 'transmitter', 'audio jack', 'pulley', 'idler', 'idler pulley', 'drive pulley', 'filament', 'pla filament', 'fan', 'blower fan', 'radial fan', 'heater cartridge', 'hose', 'breadboard', 'jumper wires', 'dupont', 'sd card', 'lens', 'syringe', 'tube', 'tubing', 'kit', 'hex shaft', 'shaft coupler', 'coupler', 'collet', 'e-paper', 'display', 'oled', 'lcd', 'buzzer', 'joystick', 'wheels', 'wheel', 'hub motor']],
  [S('generic'), 3, ['cots', 'off-the-shelf', 'off the shelf', 'purchased', 'purchase', 'catalog', 'catalog part', 'commercial', 'buy', 'buy part', 'standard part', 'oem']],
];

/** Lines that are not parts to source: placeholders, notes and unpopulated footprints. */
const NOT_A_PART = new Set(['dnp', 'do not populate', 'do not place', 'do not fit', 'not fitted', 'no pop', 'no stuff', 'nf', 'mounting hole', 'fiducial', 'spare', 'spares', 'spare parts', 'misc', 'misc.', 'miscellaneous', 'tbd', 'tba', 'documentation', 'documentation package', 'drawing notes', 'reference only', 'ref only', 'not used', 'n/a', 'placeholder', 'footprint']);

const PHRASES = new Map<string, { target: Target; weight: number }[]>();
let longestPhrase = 1;
for (const [target, weight, phrases] of VOCABULARY) {
  for (const phrase of phrases) {
    const key = phrase.toLowerCase();
    longestPhrase = Math.max(longestPhrase, key.split(' ').length);
    const list = PHRASES.get(key) ?? [];
    list.push({ target, weight });
    PHRASES.set(key, list);
  }
}

/** Known makers of catalogue parts (→ standard) and known custom shops (→ custom). */
const STANDARD_MAKERS: [RegExp, StandardCategory | 'generic'][] = [
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
const CUSTOM_SHOPS: [RegExp, ProcessSlug | 'generic'][] = [
  [/\b(jlcpcb|pcbway|oshpark|osh park|advanced circuits|sierra circuits|bay area circuits|eurocircuits|seeed fusion)\b/i, 'pcb-fabrication'],
  [/\b(jlc3dp|shapeways|craftcloud|sculpteo|i\.materialise)\b/i, '3d-printing'],
  [/\b(sendcutsend|send cut send|oshcut|ponoko)\b/i, 'laser-cutting'],
  [/\b(protolabs|proto labs|xometry|fictiv|hubs|3d hubs|rapiddirect|quickparts|star rapid|approved sheet metal|protocase)\b/i, 'generic'],
  [/^(in-house|in house|inhouse|internal|custom|custom - .*|self|make|made|our shop|shop|fab shop|machine shop|local machine shop|foundry|print in house|n\/a - custom|us|we|team|our team|ourselves|diy|self-made|home ?made|made by us)$/i, 'generic'],
  [/^(3d print(ed)?|printed|3d printer|print(ed)? in[- ]house)$/i, '3d-printing'],
];

/** Part-number patterns of catalogue parts, tested on MPN and part number. */
const PN_PATTERNS: [RegExp, StandardCategory | 'generic', string][] = [
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

const SIZE_PATTERNS: [RegExp, StandardCategory, string][] = [
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
const MATERIAL_PROCESS: [RegExp, ProcessSlug, string][] = [
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

const CUSTOM_FINISH = /\b(anodi[sz]e[d]?|anodi[sz]ing|hard ?coat|type ?(ii|iii|2|3)|powder ?coat(ed)?|alodine|chem ?film|chromate conversion|bead ?blast(ed)?|electropolish(ed)?|passivat(e|ed|ion)|cerakote|e-coat|ecoat|mil-a-8625|mil-dtl-5541|ams ?2700|paint(ed)?|brushed|polished|satin)\b/i;

const REFDES_CATEGORY: [RegExp, StandardCategory, string][] = [
  [/^(R|RN|RV|VR|RT|TH|FB|L|C|Y|X|XTAL)\d/i, 'passives', 'passive'],
  [/^(U|IC|Q|D|LED|ZD|CR|DS|VD)\d/i, 'semiconductors', 'semiconductor'],
  [/^(J|P|CN|CON|X|TP|JP|H)\d/i, 'connectors', 'connector'],
  [/^(SW|S|K|F|RLY|BZ|LS|MK|BT)\d/i, 'electromechanical', 'electromechanical'],
  [/^(M|MOT)\d/i, 'motors-power', 'motor'],
];

const STOPWORD_SPLIT = /[^a-z0-9µμ.#/&+%"'-]+/;

function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[,;:()[\]{}|]/g, ' ')
    .split(STOPWORD_SPLIT)
    .map((t) => t.replace(/^[-'".]+|[-'".]+$/g, ''))
    .filter(Boolean);
}

function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('es') && /(sh|ch|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/**
 * Greedy longest-phrase match: "sheet metal screw" is a screw, not sheet metal. Within one comma-separated
 * segment the last recognised phrase is the head noun ("motor mount" is a mount): earlier phrases of the
 * other kind count a third.
 */
function phraseVotes(text: string, field: string, scale: number, votes: Vote[], notAPart?: string[]): void {
  for (const segment of text.split(/[,;(]+/)) {
    const words = tokens(segment);
    const found: Vote[] = [];
    for (let i = 0; i < words.length; ) {
      let matched = 0;
      for (let n = Math.min(longestPhrase, words.length - i); n >= 1; n--) {
        const slice = words.slice(i, i + n);
        let key = slice.join(' ');
        let hits = PHRASES.get(key);
        if (!hits) {
          slice[n - 1] = singular(slice[n - 1]!);
          key = slice.join(' ');
          hits = PHRASES.get(key);
        }
        if (notAPart && NOT_A_PART.has(key) && (!hits || n > 1 || words.length <= 3)) {
          notAPart.push(`${field}: "${words.slice(i, i + n).join(' ')}" (not a part to source)`);
        }
        if (hits) {
          for (const hit of hits) found.push({ target: hit.target, weight: hit.weight * scale, why: `${field}: "${words.slice(i, i + n).join(' ')}"` });
          matched = n;
          break;
        }
      }
      i += matched || 1;
    }
    const head = found.at(-1);
    for (const vote of found) {
      // Explicit process words ("3D printed battery holder") say how it is made whatever the noun.
      const modifier = head && vote !== head && ('p' in vote.target) !== ('p' in head.target) && vote.why !== head.why && !('p' in vote.target && vote.weight >= 3 * scale);
      votes.push(modifier ? { ...vote, weight: vote.weight * 0.35 } : vote);
    }
  }
}

const MAKE_HINT = /^(make|mfg|manufacture|manufactured|fab|fabricate|fabricated|custom|in-house|m)$/i;
const BUY_HINT = /^(buy|purchase|purchased|cots|off-the-shelf|off the shelf|catalog|b|standard|std|oem|commercial)$/i;

export interface ClassifyContext {
  /** The file is a CAD assembly export (SolidWorks, Onshape, Fusion 360, Inventor): its lines are modelled parts. */
  cadAssembly?: boolean;
  /** The workbook sheet the line is on ('' for CSV). */
  sheet?: string;
  /** The section title row above the line ("Printed parts"), if any. */
  section?: string;
}

/** The classifier's own vocabulary as head nouns: standard-part words are catalogue items, process words forms. */
function vocabularyHead(key: string): HeadClass | null {
  const hits = PHRASES.get(key);
  if (!hits) return null;
  if (hits.some((h) => 's' in h.target)) return 'catalogue';
  return hits.some((h) => h.weight >= 1.4) ? 'custom-form' : null;
}

const NON_PART_LABELS: Record<'raw-stock' | 'consumable' | 'fee' | 'service', string> = {
  'raw-stock': 'raw stock, cut or formed later',
  consumable: 'a consumable',
  fee: 'a fee, not a part',
  service: 'a service, not a part',
};

export function classifyLine(line: NormalizedLine, context: ClassifyContext = {}): Classification {
  const votes: Vote[] = [];
  const notAPart: string[] = [];
  const gloss = glossChinese(line.description);
  const described = gloss ? gloss.text : line.description;
  const descriptionField = gloss ? `description (${gloss.read.slice(0, 2).join(', ')})` : 'description';
  const reading = readHead(described, vocabularyHead, line.material);
  // The words after "for / with / of" say what the part goes with, not what it is: they weigh a third.
  const ownText = reading.complement ? `${reading.phrase}${reading.rest}` : described;
  const description = [ownText, line.notes].filter(Boolean).join(' ; ');
  phraseVotes(ownText, descriptionField, 1, votes, notAPart);
  if (reading.complement) phraseVotes(reading.complement, `${descriptionField}, what it goes with`, 0.35, votes);
  if (isNote(described) && !line.partNumber && !line.mpn) {
    return { kind: 'unknown', process: null, standardCategory: null, confidence: 0.8, evidence: ['description: a note or instruction (not a part to source)'] };
  }
  const nonPart = reading.headClass ? NON_PART_HEADS[reading.headClass] : undefined;
  if (nonPart === 'fee' || nonPart === 'service') return nonPartLine(nonPart, reading.head, votes);
  if (line.notes) phraseVotes(line.notes, 'notes', 0.7, votes);
  if (!line.description && line.partNumber) phraseVotes(line.partNumber, 'part number', 0.5, votes, notAPart);
  // KiCad and Eagle files often have no description: the value ("Arduino Nano", "10k") names the part.
  if (!line.description && line.value) phraseVotes(line.value, 'value', 0.8, votes, notAPart);
  // A "footprint" written as prose ("Turnkey PCB assembly incl. coating") is a description in the wrong column.
  if (!line.description && /\S+\s+\S+\s+\S+/.test(line.footprint) && !/[:_]/.test(line.footprint)) phraseVotes(line.footprint, 'footprint', 0.9, votes);
  if (notAPart.length && !votes.some((v) => v.weight >= 3)) {
    return { kind: 'unknown', process: null, standardCategory: null, confidence: 0.8, evidence: notAPart.slice(0, 3) };
  }
  const gauge = description.match(/\b\d{1,2}\s?(ga|gauge|gage)\b|\b(0?\.0[2-9]\d|0?\.1[0-2]\d)"?\s*(thk|thick|sheet)?\b(?=.*\b(sheet|bent|formed|ga)\b)/i);
  if (gauge) votes.push({ target: C('sheet-metal-fabrication'), weight: 2.5, why: `sheet gauge: "${gauge[0].trim()}"` });

  const hint = line.processHint.trim();
  if (hint) {
    if (MAKE_HINT.test(hint)) votes.push({ target: C('generic'), weight: 3.5, why: `process column: "${hint}" (make)` });
    else if (BUY_HINT.test(hint)) votes.push({ target: S('generic'), weight: 3.5, why: `process column: "${hint}" (buy)` });
    else phraseVotes(hint, 'process column', 1.5, votes);
  }

  for (const [re, category, why] of SIZE_PATTERNS) {
    const m = description.match(re);
    const aside = m ? null : reading.complement.match(re);
    const weight = (category === 'fasteners' ? 2.5 : 2) * (aside ? 0.35 : 1);
    if (m || aside) votes.push({ target: S(category), weight, why: `${why}: "${(m ?? aside)![0].trim()}"${aside ? ' (what it goes with)' : ''}` });
  }

  for (const code of [line.mpn, line.partNumber, line.description ? '' : line.value]) {
    const value = code.trim();
    if (!value) continue;
    for (const [re, category, why] of PN_PATTERNS) {
      if (re.test(value)) {
        votes.push({ target: S(category), weight: code === line.mpn ? 3.5 : 3, why: `${why}: ${value}` });
        break;
      }
    }
  }

  let maker = line.manufacturer.trim();
  if (!maker) {
    // Catalogue numbers are often written "SMC MXH10-20", "OMRON E2E-X2D1-N".
    const lead = line.partNumber.match(/^([A-Za-z&-]{2,12})\s+\S/)?.[1];
    if (lead && STANDARD_MAKERS.some(([re]) => re.test(lead))) maker = lead;
  }
  if (maker) {
    const shop = CUSTOM_SHOPS.find(([re]) => re.test(maker));
    const std = shop ? undefined : STANDARD_MAKERS.find(([re]) => re.test(maker));
    if (shop) votes.push({ target: C(shop[1]), weight: 3, why: `manufacturer: ${maker} (makes to order)` });
    else if (std) votes.push({ target: S(std[1]), weight: 3, why: `manufacturer: ${maker} (catalogue maker)` });
    else if (line.mpn) votes.push({ target: S('generic'), weight: 2, why: `manufacturer and MPN given: ${maker} ${line.mpn}` });
    else if (!/^[-–—.?]+$|^(n\/?a|none|tbd|various)$/i.test(maker)) votes.push({ target: S('generic'), weight: 1.6, why: `bought from ${maker}` });
  } else if (line.mpn) {
    votes.push({ target: S('generic'), weight: 1, why: `MPN given: ${line.mpn}` });
  }

  // Ref des prefixes of board components (R, C, U, J...) say "bought part"; others (ENC, PCB, ASSY) say nothing.
  const firstRef = line.refDes[0];
  const refCategory = firstRef ? REFDES_CATEGORY.find(([re]) => re.test(firstRef) && /^[A-Z]{1,3}\d+$/i.test(firstRef)) : undefined;
  if (refCategory && !/^(pcb|pwb|brd)\d*$/i.test(firstRef!)) {
    votes.push({
      target: S(refCategory[1]),
      weight: 2.5,
      why: `ref des ${line.refDes.slice(0, 3).join(' ')}${line.refDes.length > 3 ? '…' : ''} (${refCategory[2]})`,
    });
  }

  const material = line.material.trim();
  const materialText = [material, line.description].join(' ');
  let materialProcess: { slug: ProcessSlug; why: string; token: string } | null = null;
  for (const [re, slug, why] of MATERIAL_PROCESS) {
    const m = materialText.match(re);
    if (m) {
      materialProcess = { slug, token: m[0], why: `${material && re.test(material) ? 'material' : 'description'}: "${m[0]}" (${why})` };
      break;
    }
  }
  // CAD exports fill the material of every modelled body (bearings and screws too): there it says little.
  if (material && !context.cadAssembly && !/^[-–—.?]+$|^(n\/?a|none|-)$/i.test(material)) {
    votes.push({ target: C('generic'), weight: 1.2, why: `material specified: "${material}"` });
    phraseVotes(material, 'material', 0.6, votes);
  }
  if (materialProcess) {
    // Bare metal names (steel, aluminum) say little about the process; alloys and grades say more.
    const generic = /^(steel|aluminum|aluminium|al|alum|stainless|brass|copper|bronze|nylon|acrylic)$/i.test(materialProcess.token);
    votes.push({ target: C(materialProcess.slug), weight: (material ? 1.5 : 0.8) * (generic ? 0.5 : 1), why: materialProcess.why });
  }

  const finishText = [line.finish, line.description, line.notes].join(' ');
  const finish = finishText.match(CUSTOM_FINISH);
  if (finish) votes.push({ target: C('generic'), weight: 1.5, why: `finish: "${finish[0]}"` });
  if (line.revision) votes.push({ target: C('generic'), weight: 0.8, why: `revision ${line.revision}` });
  votes.push(...columnVotes(line), ...markerVotes(line));
  if (context.section) votes.push(...titleVotes(context.section, 'section'));
  if (context.sheet) votes.push(...titleVotes(context.sheet, 'sheet'));
  // A sentence in the supplier column ("Download all 3D printed parts…") is read like a note.
  if (line.supplier.trim().split(/\s+/).length >= 3 && !/^https?:/i.test(line.supplier)) phraseVotes(line.supplier, 'supplier', 1, votes);
  if (context.cadAssembly && !line.supplier && !line.link && !line.mpn && !line.manufacturer) {
    votes.push({ target: C('generic'), weight: 1.6, why: 'CAD assembly export: a modelled part with no supplier or catalogue number' });
  }

  // The head noun: what the line is weighs more than a word it mentions.
  const madeExplicitly = votes.some((v) => 'p' in v.target && v.weight >= 3);
  if (nonPart && !madeExplicitly) return nonPartLine(nonPart, reading.head, votes);
  if (reading.headClass === 'custom-form') votes.push({ target: C('generic'), weight: 2, why: `head noun: "${reading.head}" (the form of a made part)` });
  else if (reading.headClass === 'catalogue' && !madeExplicitly) {
    votes.push({ target: S('generic'), weight: 2.2, why: `head noun: "${reading.head}" (a catalogue item)` });
  }
  return consultModel(decide(votes), line, context);
}

/** Raw stock, consumables, fees and services: kinds of their own, never matched to fabricators. */
function nonPartLine(kind: 'raw-stock' | 'consumable' | 'fee' | 'service', head: string, votes: Vote[]): Classification {
  const others = votes.map((v) => v.why).filter((why, i, all) => all.indexOf(why) === i).slice(0, 3);
  return { kind, process: null, standardCategory: null, confidence: 0.8, evidence: [`head noun: "${head}" (${NON_PART_LABELS[kind]})`, ...others] };
}

/** Log-odds the learned model needs before it decides a line the vote left unsure. */
const MODEL_MIN_ODDS = 1.5;

/**
 * When the explainable vote finds no answer (unknown), the learned model may decide; its evidence says
 * so, with its version and the features it used, followed by the vote's own evidence.
 */
function consultModel(voted: Classification, line: NormalizedLine, context: ClassifyContext): Classification {
  if (voted.kind !== 'unknown') return voted;
  const model = learnedModel();
  const guess = model?.predict(lineFeatures(line, context));
  if (!model || !guess || guess.odds < MODEL_MIN_ODDS || guess.label === 'unknown') return voted;
  const [kind, slug] = guess.label.split(':') as [LineKind, string | undefined];
  const why = `learned model ${model.version}: ${guess.label} (log-odds ${guess.odds.toFixed(1)}; ${guess.tokens.join(', ')})`;
  return {
    kind,
    process: kind === 'custom' && slug && slug !== '?' ? processRef(slug as ProcessSlug) : null,
    standardCategory: null,
    confidence: round(Math.min(0.75, 0.4 + guess.odds / 20)),
    evidence: [why, ...voted.evidence.filter((e) => !e.startsWith('no recognised'))].slice(0, 5),
  };
}

function decide(votes: Vote[]): Classification {
  const processScores = new Map<ProcessSlug, number>();
  const categoryScores = new Map<StandardCategory, number>();
  let customGeneric = 0;
  let standardGeneric = 0;
  const nounTotals = new Map<string, number>();
  for (const vote of votes) {
    if ('p' in vote.target) {
      // Shape nouns (bracket, panel, frame...) add up to 2 per process at most: three nouns are not a process.
      let weight = vote.weight;
      if (weight <= 1.4 && vote.why.startsWith('description')) {
        const used = nounTotals.get(vote.target.p) ?? 0;
        weight = Math.max(0, Math.min(weight, 2 - used));
        nounTotals.set(vote.target.p, used + weight);
      }
      if (vote.target.p === 'generic') customGeneric += weight;
      else processScores.set(vote.target.p, (processScores.get(vote.target.p) ?? 0) + weight);
    } else if (vote.target.s === 'generic') standardGeneric += vote.weight;
    else categoryScores.set(vote.target.s, (categoryScores.get(vote.target.s) ?? 0) + vote.weight);
  }
  const best = <K>(scores: Map<K, number>): [K | null, number] => {
    let key: K | null = null;
    let value = 0;
    for (const [k, v] of scores) if (v > value) [key, value] = [k, v];
    return [key, value];
  };
  // Castings and forgings are usually machined afterwards: the near-net process is the one to source.
  const nearNet = (['forging', 'investment-casting', 'sand-casting', 'die-casting'] as ProcessSlug[]).find((p) => (processScores.get(p) ?? 0) >= 3);
  if (nearNet && processScores.has('cnc-machining')) {
    processScores.set(nearNet, processScores.get(nearNet)! + Math.min(processScores.get('cnc-machining')!, 1.5));
    processScores.delete('cnc-machining');
  }
  // A PCBA line mentions its board (layers, ENIG): those words support the assembly, not a bare board.
  if (processScores.has('pcb-assembly') && processScores.has('pcb-fabrication')) {
    processScores.set('pcb-assembly', processScores.get('pcb-assembly')! + processScores.get('pcb-fabrication')!);
    processScores.delete('pcb-fabrication');
  }
  const [processSlug, processScore] = best(processScores);
  const [category, categoryScore] = best(categoryScores);
  // Other processes add a little (several custom cues agree it is made), capped so they don't dominate.
  const otherProcess = [...processScores.values()].reduce((a, b) => a + b, 0) - processScore;
  const otherCategory = [...categoryScores.values()].reduce((a, b) => a + b, 0) - categoryScore;
  const custom = processScore + customGeneric + Math.min(otherProcess, 1.5) * 0.5;
  const standard = categoryScore + standardGeneric + Math.min(otherCategory, 1.5) * 0.5;
  const winner = Math.max(custom, standard);
  const loser = Math.min(custom, standard);
  const evidenceFor = (isCustom: boolean) =>
    votes
      .filter((v) => ('p' in v.target) === isCustom)
      .sort((a, b) => b.weight - a.weight)
      .map((v) => v.why)
      .filter((why, i, all) => all.indexOf(why) === i)
      .slice(0, 5);

  if (winner < 1.5 || winner - loser < 0.5) {
    const evidence = [...evidenceFor(true), ...evidenceFor(false)].slice(0, 5);
    return {
      kind: 'unknown',
      process: null,
      standardCategory: null,
      confidence: round(winner < 1.5 ? Math.max(0.3, 1 - winner / 2) : 0.5),
      evidence: evidence.length ? evidence : ['no recognised words, part-number pattern or column cue'],
    };
  }
  const margin = (winner - loser) / (winner + 1.5);
  const strength = Math.min(1, winner / 4);
  let confidence = 0.35 + 0.64 * margin * (0.6 + 0.4 * strength);
  if (custom > standard) {
    if (!processSlug) confidence *= 0.75;
    return {
      kind: 'custom',
      process: processSlug ? processRef(processSlug) : null,
      standardCategory: null,
      confidence: round(confidence),
      evidence: evidenceFor(true),
    };
  }
  return { kind: 'standard', process: null, standardCategory: category, confidence: round(confidence), evidence: evidenceFor(false) };
}

function round(value: number): number {
  return Math.round(Math.min(0.99, Math.max(0, value)) * 100) / 100;
}
