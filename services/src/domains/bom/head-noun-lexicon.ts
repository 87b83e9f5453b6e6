/**
 * Head-noun lexicons: what a BOM line *is* by its head noun. Sources: the nouns of the team-written and public
 * training BOMs (eval/public, train split), the part names of open-hardware BOMs (3D printers, robots, plotters:
 * plate, bracket, holder, carriage…), catalogue category names of McMaster-Carr, Misumi, Digi-Key and LCSC
 * (motor, bearing, connector…), and the fee, freight and consumable lines of published build BOMs.
 */

/** Forms that are made to a drawing (plate, bracket, holder…). */
export const CUSTOM_FORMS = [
  'plate', 'bracket', 'holder', 'clip', 'spacer', 'mount', 'housing', 'enclosure', 'shaft', 'bushing', 'cover', 'panel', 'lid',
  'base', 'frame', 'stand', 'arm', 'adapter', 'adaptor', 'block', 'shell', 'tray', 'guard', 'shroud', 'duct', 'jig', 'fixture',
  'body', 'support', 'carriage', 'rotor', 'impeller', 'hub', 'flange', 'gusset', 'chassis', 'cradle', 'clamp', 'retainer',
  'insert', 'sleeve', 'cap', 'lever', 'paddle', 'blade', 'fin', 'rib', 'strut', 'beam', 'rail', 'track', 'tab',
  'guide', 'stop', 'jaw', 'finger', 'gear', 'pulley wheel', 'bezel', 'faceplate', 'backplate', 'baseplate', 'hood', 'skirt', 'nozzle mount', 'cam', 'yoke', 'clevis', 'manifold', 'mandrel', 'axle', 'pivot',
  'leg', 'wall', 'door', 'deck', 'platform', 'shelf', 'tower', 'column', 'bed', 'table', 'weldment', 'casting', 'forging', 'stamping', 'moulding', 'molding',
  'belt tensioner', 'tensioner', 'cable guide', 'cable chain mount', 'wheel hub', 'spindle', 'piston',
];

/**
 * Catalogue heads that the form list would otherwise claim (a battery holder, a cable clip): checked first,
 * along with the classifier's standard-part vocabulary.
 */
export const CATALOGUE_HEADS = [
  'battery holder', 'battery clip', 'battery contact', 'fuse holder', 'fuseholder', 'cable clip', 'p-clip', 'e-clip', 'spring clip', 'hose clip', 'shaft collar',
  'spacer standoff', 'nylon spacer', 'pcb spacer', 'heat-set insert', 'heat set insert', 'threaded insert', 'knurled insert',
  'flange bearing', 'linear rail', 'rail carriage', 'carriage block', 'linear shaft', 'linear rod', 'smooth rod', 'threaded rod',
  'drawer slide', 'piano hinge', 'draw latch', 'pull handle', 'gear motor', 'gearmotor', 'spur gear', 'worm gear', 'timing pulley',
  'idler pulley', 'gt2 pulley', 'hinge', 'latch', 'handle', 'knob', 'foot', 'feet', 'leveling foot', 'levelling foot', 'rubber foot', 'corner bracket 2020', 'cable tie mount',
  'din rail', 'motor', 'heater', 'bearing', 'screw', 'bolt', 'nut', 'washer', 'resistor', 'capacitor', 'inductor', 'diode',
  'transistor', 'connector', 'switch', 'relay', 'fuse', 'sensor', 'module', 'display', 'fan', 'battery', 'led', 'ic', 'pump',
  'valve', 'cable', 'wire', 'spring', 'magnet', 'thermistor', 'thermocouple', 'crystal', 'oscillator', 'regulator', 'driver',
  'controller', 'microcontroller', 'header', 'socket', 'terminal', 'plug', 'jack', 'rivet', 'standoff', 'o-ring', 'seal',
  'gasket', 'grommet', 'belt', 'pulley', 'caster', 'wheel', 'coupler', 'coupling', 'idler', 'nozzle', 'hotend', 'extruder',
  'thermostat', 'buzzer', 'speaker', 'microphone', 'camera', 'antenna', 'charger', 'adapter plug', 'power supply', 'psu',
  'transformer', 'solenoid', 'actuator', 'servo', 'stepper', 'encoder', 'potentiometer', 'propeller', 'esc', 'receiver',
  'transmitter', 'arduino', 'raspberry pi', 'heatsink', 'heat sink', 'cartridge heater', 'heater cartridge',
  'dowel pin', 'pin', 'key', 'lock', 'padlock', 'tubing', 'hose', 'fitting', 'cylinder', 'gauge', 'meter', 'lens', 'mirror',
  'filter', 'ferrule', 'lug', 'kit', 'tool', 'wrench', 'screwdriver',
  'cnc shield', 'motor shield', 'arduino shield', 'expansion shield', 'relay shield', 'guide block', 'linear guide block', 'linear guide', 'expansion board', 'driver board', 'breakout board', 'dev board',
  'development board', 'stepper driver', 'pen', 'pencil', 'marker', 'spray nozzle', 'led strip', 'light bulb', 'bulb', 'lamp',
];

/** Bought as material, cut or formed later: not a part to quote as it stands. */
export const RAW_STOCK = [
  'sheet', 'sheets', 'bar', 'bar stock', 'flat bar', 'round bar', 'square bar', 'hex bar', 'rod', 'round rod', 'tube', 'square tube',
  'rectangular tube', 'round tube', 'pipe', 'stock', 'raw stock', 'plate stock', 'billet', 'blank', 'lumber', 'plank', 'plywood',
  'mdf', 'hardboard', 'dowel', 'angle iron', 'angle stock', 'channel stock', 'i-beam', 'foam board', 'wire stock',
  'sheet stock', 'tube stock', 'rod stock', 'raw material', 'offcut', 'plate blank', '2x4', '2x6',
  // T-slot and V-slot profile bought by length and cut to size.
  'extrusion', 'extrusion profile', 'aluminium extrusion', 'aluminum extrusion', 'alu extrusion', 't-slot', 'v-slot', 'aluminum profile', 'aluminium profile', 't-slot profile', 't-slot extrusion', '2020 extrusion', '2040 extrusion', 'extrusion 2020',
];

/** Used up in building or running it. */
export const CONSUMABLES = [
  'soap', 'dish soap', 'detergent', 'glue', 'super glue', 'hot glue', 'adhesive', 'epoxy', 'tape', 'masking tape', 'duct tape',
  'electrical tape', 'kapton tape', 'grease', 'lubricant', 'lube', 'oil', 'solder', 'solder wire', 'solder paste', 'flux', 'paste',
  'thermal paste', 'filament', 'pla filament', 'petg filament', 'resin', 'wipes', 'gloves', 'paper towel', 'paper towels',
  'alcohol', 'isopropyl alcohol', 'ipa', 'cleaner', 'paint', 'spray paint', 'primer', 'sandpaper', 'abrasive', 'threadlocker',
  'thread locker', 'loctite', 'sealant', 'silicone sealant', 'caulk', 'desiccant', 'water', 'distilled water', 'ink', 'toner',
  'label', 'labels', 'sticker', 'stickers', 'packaging', 'shipping box', 'bubble wrap', 'zip ties', 'cable ties', 'rag', 'rags',
  'cotton swab', 'cotton swabs', 'coolant', 'cutting fluid', 'wax', 'polish', 'bleach', 'vinegar',
];

/** Money lines: not parts at all. */
export const FEES = [
  'fee', 'fees', 'charge', 'charges', 'surcharge', 'tax', 'taxes', 'sales tax', 'vat', 'gst', 'hst', 'pst', 'duty', 'duties', 'tariff', 'customs', 'shipping',
  'freight', 'delivery', 'postage', 'handling', 'nre', 'setup fee', 'set-up fee', 'tooling charge', 'import fee', 'expedite fee',
  'discount', 'deposit', 'invoice', 'shipping cost', 'shipping and handling', 'courier', 'insurance', 'bank fee', 'paypal fee',
];

/** Work bought as a service (no part is delivered). */
export const SERVICES = [
  'labor', 'labour', 'installation', 'install', 'calibration', 'engineering', 'design', 'design work', 'consulting', 'consultancy',
  'programming', 'testing', 'inspection', 'certification', 'training', 'maintenance', 'repair', 'service', 'services',
  'commissioning', 'documentation', 'assembly labor', 'assembly labour', 'engineering hours', 'hours', 'hour', 'man-hours',
];
