/// How a scenario writes an alert: its title variants and actions.
extension AlertTemplate {
    static let scenarioKeys = ["type", "titleVariants", "actions"]

    static func decode(_ fields: DocumentReader.Fields, with decoder: inout ScenarioDecoder) -> AlertTemplate {
        if fields["titleVariants"] == nil {
            decoder.reader.error(.missingKey, "an alert template needs the key \"titleVariants\"", at: fields.location, path: fields.path)
        }
        return AlertTemplate(
            titleVariants: decoder.reader.strings(fields, "titleVariants") ?? [], actions: AlertAction.decodeAll(fields, with: &decoder))
    }
}
