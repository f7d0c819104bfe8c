/// How a scenario writes a search template: its results (narrowed by what
/// is typed), or its results by query, and what the search button does.
extension SearchTemplate {
    static let scenarioKeys = ["type", "results", "resultsByQuery", "searchButtonPressed"]

    static let schemaDefinitions = #"""
        {
            "searchTemplate": {
                "type": "object",
                "properties": {
                    "type": {
                        "const": "search"
                    },
                    "results": {
                        "type": "array",
                        "items": {
                            "$ref": "#/$defs/listItem"
                        }
                    },
                    "resultsByQuery": {
                        "type": "object",
                        "additionalProperties": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/listItem"
                            }
                        }
                    },
                    "searchButtonPressed": {
                        "$ref": "#/$defs/actions"
                    }
                },
                "required": [
                    "type"
                ],
                "additionalProperties": false
            }
        }
        """#

    static func decode(_ fields: DocumentReader.Fields, with decoder: inout ScenarioDecoder) -> SearchTemplate {
        let results = (decoder.reader.array(fields, "results", what: "\"results\"") ?? []).compactMap {
            ListTemplate.decodeItem($0.node, at: $0.path, with: &decoder)
        }
        var byQuery: [String: [ListItem]] = [:]
        if let node = fields["resultsByQuery"] {
            if case .object(let members) = node.value {
                for member in members {
                    let path = fields.path("resultsByQuery").member(member.key)
                    guard case .array(let elements) = member.value.value else {
                        decoder.reader.error(.wrongType, "a query's results must be an array of list items", at: member.value.location, path: path)
                        continue
                    }
                    byQuery[member.key.lowercased()] = elements.enumerated().compactMap {
                        ListTemplate.decodeItem($0.element, at: path.element($0.offset), with: &decoder)
                    }
                }
            } else {
                decoder.reader.error(
                    .wrongType, "\"resultsByQuery\" must be an object of results by query, not \(node.value.typeName)", at: node.location,
                    path: fields.path("resultsByQuery"))
            }
        }
        return SearchTemplate(
            results: results, resultsByQuery: byQuery,
            searchButtonPressed: fields["searchButtonPressed"].map { decoder.decodeActions($0, at: fields.path("searchButtonPressed")) } ?? [])
    }
}
